/**
 * Information pages linked from the footer. Keywords are the footer's paths (/privacy, /delivery…);
 * the sort order puts the four the footer lists first (pagesList size 4) at the top.
 */
import { freeShipping, paymentOptions, shippingQuotes } from "@commerce/demo/store-methods";
import { sessionCookieDays, storeName, supportEmail } from "@config/store";

/** The delivery page's methods: the ones checkout offers, with their prices (one list: demo/store-methods.ts). */
const deliveryMethods = [freeShipping, ...shippingQuotes]
  .map((quote) => `<li>${quote.title}: ${quote.cost === 0 ? "free" : `$${quote.cost.toFixed(2)}`}</li>`)
  .join("\n");

/** The payment page's methods: the ones checkout offers (one list: demo/store-methods.ts). */
const paymentMethods = paymentOptions
  .map((option) => `<li>${option.online ? `${option.name}: Visa, Mastercard, American Express or Discover` : option.name}</li>`)
  .join("\n");

export interface PageData {
  keyword: string;
  title: string;
  metaDescription: string;
  html: string;
}

export const pages: readonly PageData[] = [
  {
    keyword: "about_us",
    title: "About Us",
    metaDescription: `${storeName} is an independent optician selling designer and house-made eyewear online and in four showrooms.`,
    html: `<h2>Independent opticians since 2012</h2>
<p>${storeName} began as a single fitting room above a bookshop on Mercer Street. Today we work with fourteen independent frame makers and run four showrooms, but the idea has not changed: beautiful frames, honest prices and opticians who take the time to get the fit right.</p>
<h3>What we believe</h3>
<ul>
<li><strong>100% authentic.</strong> Every frame comes directly from its maker, with its certificate and case.</li>
<li><strong>In-house inventory.</strong> What you see is in our New York studio and ships within one business day.</li>
<li><strong>Affordable luxury.</strong> Hand-finished acetate and titanium without the department-store markup.</li>
<li><strong>Free shipping on all orders</strong>, and 14 days to change your mind.</li>
</ul>
<p>Our lab cuts and fits prescription lenses in-house, so your glasses are checked by the same team that chose the frames.</p>`,
  },
  {
    keyword: "delivery",
    title: "Delivery Information",
    metaDescription: `Free shipping on every order, ${freeShipping.title.toLowerCase()}.`,
    html: `<h2>Free shipping on all orders</h2>
<p>Every order can ship free, wherever we deliver. Frames with non-prescription lenses leave our studio within one business day; prescription glasses take three to five days in our lab first.</p>
<h3>Shipping methods</h3>
<p>Checkout offers these methods, at the same prices to every country we ship to (duties may apply on arrival outside the United States):</p>
<ul>
${deliveryMethods}
</ul>
<h3>Tracking your order</h3>
<p>You will receive an email with a tracking link as soon as your parcel leaves us. Logged-in customers can also follow each order from their account.</p>
<h3>14 days to return</h3>
<p>Not quite right? Send your frames back within 14 days of delivery for an exchange or a refund. See our <a href="/refund_policy">refund policy</a> for details.</p>`,
  },
  {
    keyword: "size_guide",
    title: "Size Guide",
    metaDescription: "How to read frame measurements and find the right size of glasses.",
    html: `<h2>Finding your size</h2>
<p>Every frame lists three numbers on the inside of its temple, for example <strong>52-19-145</strong>. They are, in millimetres:</p>
<ol>
<li><strong>Lens width</strong> (52): the width of one lens at its widest point.</li>
<li><strong>Bridge</strong> (19): the distance between the lenses, where the frame sits on your nose.</li>
<li><strong>Temple length</strong> (145): the length of the arm from hinge to tip.</li>
</ol>
<h3>Using a pair you own</h3>
<p>The easiest way to choose is to compare with glasses that already fit you well. Look for frames within 2 mm of your current lens width and bridge.</p>
<h3>General guide</h3>
<table>
<thead><tr><th>Frame size</th><th>Lens width</th><th>Total frame width</th></tr></thead>
<tbody>
<tr><td>Small</td><td>44 – 49 mm</td><td>up to 129 mm</td></tr>
<tr><td>Medium</td><td>50 – 53 mm</td><td>130 – 139 mm</td></tr>
<tr><td>Large</td><td>54 – 58 mm</td><td>140 mm and over</td></tr>
</tbody>
</table>
<p>Unsure? Our opticians are happy to help: write to <a href="mailto:${supportEmail}">${supportEmail}</a>.</p>`,
  },
  {
    keyword: "refund_policy",
    title: "Refund Policy",
    metaDescription: "Returns and refunds within 14 days of delivery.",
    html: `<h2>Returns within 14 days</h2>
<p>If you are not completely happy, return your frames within 14 days of delivery for a full refund or an exchange. Items must be unworn, in their original case and packaging.</p>
<h3>How to return</h3>
<ol>
<li>Fill in the return request form with your order number.</li>
<li>We email a prepaid shipping label within one business day.</li>
<li>Pack the frames in their case and drop the parcel at any post office.</li>
</ol>
<h3>Refunds</h3>
<p>Refunds go back to your original payment method within five business days of the return reaching us.</p>
<h3>Exceptions</h3>
<ul>
<li>Prescription lenses are made for you: we refund the frame but not the lenses, unless they are faulty.</li>
<li>Final sale items can be exchanged but not refunded.</li>
</ul>`,
  },
  {
    keyword: "customer_care",
    title: "Customer Care",
    metaDescription: "Help with orders, fittings, lenses and repairs.",
    html: `<h2>We are here to help</h2>
<p>Our opticians answer every message within one business day, Monday to Saturday.</p>
<ul>
<li>Email: <a href="mailto:${supportEmail}">${supportEmail}</a></li>
<li>Telephone: +1 (212) 555-0148, Monday to Friday 9am – 7pm Eastern</li>
<li>In person: any of our four showrooms</li>
</ul>
<h3>Adjustments and repairs</h3>
<p>Bring your ${storeName} frames to any showroom for free adjustments, nose pad replacements and screw tightening, for as long as you own them.</p>
<h3>Warranty</h3>
<p>All frames carry a one-year warranty against manufacturing defects. Scratched lenses are covered for six months if you chose our scratch-resistant coating.</p>`,
  },
  {
    keyword: "payment_methods",
    title: "Payment Methods",
    metaDescription: `Pay by ${paymentOptions.map((option) => option.name.toLowerCase()).join(", ")}.`,
    html: `<h2>Secure payment</h2>
<p>Checkout offers these ways to pay. Cards are processed securely by our payment partner: your card details never touch our servers.</p>
<ul>
${paymentMethods}
</ul>
<h3>Currencies</h3>
<p>Prices are shown in US dollars. You can browse in euros or pounds sterling; the card is charged in the currency shown at checkout.</p>
<h3>Vision insurance</h3>
<p>We provide an itemised receipt with every order so you can claim reimbursement from your vision insurance or pay with an FSA or HSA card.</p>`,
  },
  {
    keyword: "privacy",
    title: "Privacy Policy",
    metaDescription: `How ${storeName} collects, uses and protects your personal information.`,
    html: `<h2>Your privacy</h2>
<p>${storeName} collects only the information needed to process your orders and improve your experience. We never sell your personal data.</p>
<h3>What we collect</h3>
<ul>
<li>Contact and delivery details you give us when ordering or creating an account</li>
<li>Prescription details, stored encrypted and used only to make your lenses</li>
<li>Order history and wishlist, to show them in your account</li>
<li>Anonymous usage statistics, to understand which pages work well</li>
</ul>
<h3>Your rights</h3>
<p>You can see, correct or delete your data at any time. Write to <a href="mailto:${supportEmail}">${supportEmail}</a> and we will reply within 30 days.</p>`,
  },
  {
    keyword: "terms",
    title: "Terms & Conditions",
    metaDescription: `The terms that apply when you buy from ${storeName}.`,
    html: `<h2>Terms &amp; Conditions</h2>
<p>These terms apply to every purchase made on this website. By placing an order you accept them.</p>
<h3>Orders</h3>
<p>An order is a request to buy. It becomes a contract when we confirm dispatch by email. We may cancel an order if an item is unavailable or a price was shown in error, and will refund any payment in full.</p>
<h3>Prices</h3>
<p>Prices include shipping within the United States. Sales tax is calculated at checkout where it applies.</p>
<h3>Prescriptions</h3>
<p>You confirm that any prescription you provide is valid and was issued within the last two years.</p>`,
  },
  {
    keyword: "terms_of_services",
    title: "Terms of Service",
    metaDescription: "Rules for using the website and your customer account.",
    html: `<h2>Terms of Service</h2>
<p>These terms govern your use of the website and your customer account.</p>
<ul>
<li>Keep your password safe; you are responsible for activity in your account.</li>
<li>Reviews must be honest, about the product, and free of personal information.</li>
<li>Content on this site, including photographs and drawings, may not be reused without permission.</li>
</ul>
<p>We may update these terms; the version shown here always applies.</p>`,
  },
  {
    keyword: "cookies_policy",
    title: "Cookies Policy",
    metaDescription: "Which cookies we use and why.",
    html: `<h2>Cookies</h2>
<p>We use a small number of cookies to run the shop. None of them are used for advertising without your consent.</p>
<table>
<thead><tr><th>Cookie</th><th>Purpose</th><th>Duration</th></tr></thead>
<tbody>
<tr><td>Session</td><td>Keeps your cart, currency and login</td><td>${sessionCookieDays} days after your last visit</td></tr>
<tr><td>mode</td><td>Remembers grid or list view</td><td>1 year</td></tr>
<tr><td>Analytics</td><td>Anonymous visit statistics</td><td>13 months</td></tr>
</tbody>
</table>
<p>You can clear cookies at any time in your browser settings.</p>`,
  },
  {
    keyword: "work_with_us",
    title: "Work With Us",
    metaDescription: `Careers at ${storeName}: opticians, lab technicians and stylists.`,
    html: `<h2>Join the team</h2>
<p>We are a team of forty opticians, lab technicians, stylists and engineers who care about good design and good service.</p>
<h3>Open positions</h3>
<ul>
<li>Licensed optician, West Loop showroom (Chicago)</li>
<li>Lens lab technician, New York</li>
<li>Customer care specialist, remote (US)</li>
</ul>
<p>Send your CV and a few lines about yourself to <a href="mailto:careers@lumenoptics.example">careers@lumenoptics.example</a>.</p>`,
  },
];
