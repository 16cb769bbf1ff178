/**
 * The store's own pages on the index endpoint, as OpenCart serves them beside the VueFront module:
 * `route=checkout/cart`, `route=checkout/checkout` (a plain form, no JavaScript needed) and
 * `route=checkout/success`. They read the session from OCSESSID exactly as GraphQL does (the
 * handler's ApiSession), so a shopper handed over with the GraphQL session's cookie finds that
 * session's cart and login here (docs/decisions/221-store-checkout-pages.md).
 */
import { escapeUTF8 } from "entities";
import { statusName } from "@commerce/domain/account/orders";
import { openCartTitle, visitorCart, type CartSummary } from "@commerce/domain/cart/cart";
import {
  lastOrderOfSession,
  placeStoreOrder,
  storeCheckoutPrefill,
  storeCheckoutValues,
  storePagePath,
  storePaymentOptions,
  storePlaces,
  storeShippingOptions,
  type StoreCheckoutErrors,
  type StoreCheckoutField,
  type StoreCheckoutValues,
} from "@commerce/domain/checkout/store-checkout";
import type { ApiContext } from "@commerce/domain/context";
import { orderMoney, type Money } from "@commerce/domain/money/money";
import { publicOrigin } from "@commerce/domain/public-url";
import { storeName } from "@config/store";

const PAGES = ["checkout/cart", "checkout/checkout", "checkout/success"] as const;
type StorePage = (typeof PAGES)[number];

/** The store page a request to the index endpoint asks for, if it is one of these. */
export function storePageOf(url: URL): StorePage | null {
  const route = (url.searchParams.get("route") ?? "").replace(/\/+$/, "");
  return (PAGES as readonly string[]).includes(route) ? (route as StorePage) : null;
}

export async function handleStorePage(request: Request, context: ApiContext): Promise<Response> {
  const page = storePageOf(new URL(request.url));
  if (!page) return htmlResponse(layout("Page not found", "<h1>Page not found!</h1>"), 404);
  const post = request.method === "POST";
  if (!post && request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: page === "checkout/checkout" ? "GET, POST" : "GET" } });
  }
  if (post && page !== "checkout/checkout") return new Response("Method not allowed", { status: 405, headers: { Allow: "GET" } });
  try {
    if (page === "checkout/cart") return await cartPage(context);
    if (page === "checkout/success") return await successPage(context);
    if (post) return await placeOrder(request, context);
    return await checkoutPage(context);
  } catch (error) {
    console.error(`[commerce] ${page} failed`, error);
    return htmlResponse(layout("Error", `<h1>Something went wrong</h1><p>Please try again in a moment.</p>`), 500);
  }
}

const e = (value: unknown) => escapeUTF8(value == null ? "" : String(value));
const link = (route: string) => e(storePagePath(route));

const redirect = (route: string, status: 302 | 303) =>
  new Response(null, { status, headers: { Location: storePagePath(route), "Cache-Control": "no-store" } });

function htmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="top"><a class="brand" href="${link("checkout/cart")}">${e(storeName)}</a></header>
<main class="sheet">
${content}
</main>
</body>
</html>`;
}

/** Product, options, quantity, unit price and line total of every line, and the total lines under them. */
function cartTable(summary: CartSummary, money: Money, caption: string): string {
  const rows = summary.lines
    .map((line) => {
      const options = line.described.length
        ? `<ul class="options">${line.described.map((option) => `<li>${e(option.name)}: ${e(option.value)}</li>`).join("")}</ul>`
        : "";
      return `<tr><th scope="row" class="product">${e(line.product.name)}${options}</th><td class="num">${line.quantity}</td><td class="num">${e(money.format(line.unitPrice))}</td><td class="num">${e(money.format(line.lineTotal))}</td></tr>`;
    })
    .join("\n");
  const totals = summary.totals
    .map(
      (total) =>
        `<tr class="${total.code === "total" ? "grand" : ""}"><th scope="row" colspan="3">${e(openCartTitle(total))}</th><td class="num">${e(money.format(total.value))}</td></tr>`,
    )
    .join("\n");
  return `<table class="cart">
<caption>${e(caption)}</caption>
<thead><tr><th scope="col">Product Name</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit Price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${totals}
</tfoot>
</table>`;
}

async function cartPage(context: ApiContext): Promise<Response> {
  const { summary, money } = await visitorCart(context);
  const continueLink = `<a class="button secondary" href="${e(context.settings.storefrontUrl)}">Continue Shopping</a>`;
  const content = summary.lines.length
    ? `<h1>Shopping Cart</h1>
${cartTable(summary, money, "Your cart")}
<p class="actions">${continueLink} <a class="button" href="${link("checkout/checkout")}">Checkout</a></p>`
    : `<h1>Shopping Cart</h1>
<p>Your shopping cart is empty!</p>
<p class="actions">${continueLink}</p>`;
  return htmlResponse(layout(`Shopping Cart | ${storeName}`, content));
}

async function checkoutPage(context: ApiContext): Promise<Response> {
  const { summary } = await visitorCart(context);
  // As OpenCart: nothing to check out sends the shopper to the (empty) cart page.
  if (!summary.lines.length) return redirect("checkout/cart", 302);
  return checkoutForm(context, await storeCheckoutPrefill(context), {}, 200);
}

/** A form posted from another site is refused: only this page's own origin may send it. */
function crossSite(request: Request, context: ApiContext): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin == null) return false;
  const own = [new URL(request.url).origin, publicOrigin(request, context.settings)];
  return !own.includes(origin);
}

/** The checkout form is small: a larger body is not read (the caller answers 413). */
const MAX_FORM_BYTES = 64 * 1024;

/** The posted form's fields (urlencoded, as the page sends it); null when the body is too large. */
async function readForm(request: Request): Promise<Record<string, string> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_FORM_BYTES) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks).toString("utf8");
  // A body that is not a urlencoded form counts as an empty form: every field is reported missing.
  const urlencoded = /^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "");
  return urlencoded ? Object.fromEntries(new URLSearchParams(body)) : {};
}

async function placeOrder(request: Request, context: ApiContext): Promise<Response> {
  if (crossSite(request, context))
    return htmlResponse(
      layout("Forbidden", "<h1>Forbidden</h1><p>This form can only be sent from the store's own checkout page.</p>"),
      403,
    );
  const form = await readForm(request);
  if (!form) return htmlResponse(layout("Too large", "<h1>The form is too large</h1>"), 413);
  const values = storeCheckoutValues(form);
  const { summary } = await visitorCart(context);
  if (!summary.lines.length) {
    // A second submit of an order just placed lands on its success page; otherwise the empty cart.
    const session = await context.session.get();
    return redirect(session.checkout?.confirmed ? "checkout/success" : "checkout/cart", 303);
  }
  const result = await placeStoreOrder(context, values);
  if ("errors" in result) return checkoutForm(context, values, result.errors, 400);
  return redirect("checkout/success", 303);
}

async function checkoutForm(
  context: ApiContext,
  values: StoreCheckoutValues,
  errors: StoreCheckoutErrors,
  status: number,
): Promise<Response> {
  const [{ summary, money }, places] = await Promise.all([visitorCart(context), storePlaces(context.db)]);
  if (!summary.lines.length) return redirect("checkout/cart", 302);

  const describedBy = (field: StoreCheckoutField) => (errors[field] ? ` aria-invalid="true" aria-describedby="error-${field}"` : "");
  const fieldError = (field: StoreCheckoutField) =>
    errors[field] ? `<span class="error" id="error-${field}">${e(errors[field])}</span>` : "";
  const input = (field: StoreCheckoutField, label: string, type: string, autocomplete: string, required = true) =>
    `<div class="field"><label for="input-${field}">${e(label)}</label>
<input id="input-${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" value="${e(values[field])}"${required ? " required" : ""}${describedBy(field)}>
${fieldError(field)}</div>`;

  const countryOptions = places
    .map(
      (country) =>
        `<option value="${country.id}"${String(country.id) === values.country_id ? " selected" : ""}>${e(country.name)}</option>`,
    )
    .join("");
  const zoneGroups = places
    .filter((country) => country.zones.length)
    .map(
      (country) =>
        `<optgroup label="${e(country.name)}">${country.zones
          .map((zone) => `<option value="${zone.id}"${String(zone.id) === values.zone_id ? " selected" : ""}>${e(zone.name)}</option>`)
          .join("")}</optgroup>`,
    )
    .join("\n");
  const radio = (field: "shipping_method" | "payment_method", value: string, label: string) =>
    `<label class="choice"><input type="radio" name="${field}" value="${e(value)}"${values[field] === value ? " checked" : ""}${describedBy(field)}> ${e(label)}</label>`;

  // Warnings not tied to one field (a stock shortage) and the method and agreement errors, on top as OpenCart shows them.
  const alerts = [errors.warning, errors.shipping_method, errors.payment_method, errors.agree].filter(Boolean);
  const fieldErrors = Object.keys(errors).some((field) => !["warning", "shipping_method", "payment_method", "agree"].includes(field));
  if (fieldErrors) alerts.push("Please check the fields marked below.");
  const alert = alerts.length ? `<div class="alert" role="alert">${alerts.map((message) => `<p>${e(message)}</p>`).join("")}</div>` : "";

  const content = `<h1>Checkout</h1>
${alert}
<div class="columns">
<section class="summary" aria-labelledby="summary-title">
<h2 id="summary-title">Your order</h2>
${cartTable(summary, money, "Products in your cart")}
<p class="hint">Delivery is added to the total at the rate of the method you choose.</p>
<p><a href="${link("checkout/cart")}">Back to the shopping cart</a></p>
</section>
<form method="post" action="${link("checkout/checkout")}" class="checkout">
<fieldset>
<legend>Your Personal Details</legend>
<div class="pair">
${input("firstname", "First Name", "text", "given-name")}
${input("lastname", "Last Name", "text", "family-name")}
</div>
<div class="pair">
${input("email", "E-Mail", "email", "email")}
${input("telephone", "Telephone", "tel", "tel")}
</div>
</fieldset>
<fieldset>
<legend>Your Address</legend>
${input("address_1", "Address 1", "text", "address-line1")}
<div class="pair">
${input("city", "City", "text", "address-level2")}
${input("postcode", "Post Code", "text", "postal-code")}
</div>
<div class="pair">
<div class="field"><label for="input-country_id">Country</label>
<select id="input-country_id" name="country_id" autocomplete="country" required${describedBy("country_id")}><option value="">--- Please Select ---</option>${countryOptions}</select>
${fieldError("country_id")}</div>
<div class="field"><label for="input-zone_id">Region / State</label>
<select id="input-zone_id" name="zone_id" aria-describedby="hint-zone_id${errors.zone_id ? " error-zone_id" : ""}"${errors.zone_id ? ' aria-invalid="true"' : ""}><option value="">--- Please Select ---</option>
${zoneGroups}</select>
<span class="hint" id="hint-zone_id">Choose one in your country, if it has regions.</span>
${fieldError("zone_id")}</div>
</div>
</fieldset>
<fieldset>
<legend>Delivery Method</legend>
${storeShippingOptions.map((quote) => radio("shipping_method", quote.code, `${quote.title} - ${money.format(quote.cost)}`)).join("\n")}
${fieldError("shipping_method")}
</fieldset>
<fieldset>
<legend>Payment Method</legend>
${storePaymentOptions.map((option) => radio("payment_method", option.codename, option.name)).join("\n")}
${fieldError("payment_method")}
</fieldset>
<label class="choice agree"><input type="checkbox" name="agree" value="1"${values.agree ? " checked" : ""} required${describedBy("agree")}> I have read and agree to the Terms &amp; Conditions</label>
${fieldError("agree")}
<p class="actions"><button type="submit" class="button">Confirm Order</button></p>
</form>
</div>`;
  return htmlResponse(layout(`Checkout | ${storeName}`, content), status);
}

async function successPage(context: ApiContext): Promise<Response> {
  const session = await context.session.get();
  const placed = await lastOrderOfSession(context.db, session.id);
  const order = placed?.order;
  const total = order ? (await orderMoney(context.db, order)).format(order.total) : "";
  const customer = placed?.customer;
  // Whose order it is, so that a hand-over's sign-in can be seen to have carried (OpenCart words the page by it).
  const placedBy = customer ? `${customer.firstname} ${customer.lastname} (${customer.email})` : "Guest";
  const details = order
    ? `<p>Your order number is <strong>#${order.id}</strong>. Status: <strong>${e(statusName(order.status))}</strong>.</p>
<p>Total: <strong>${e(total)}</strong>. Payment: ${e(order.payment_method)}. Delivery: ${e(order.shipping_method)}.</p>
<p>Placed by: <span data-order-customer>${e(placedBy)}</span></p>`
    : "";
  const followUp = customer
    ? "You can view your order history by going to the my account page and by clicking on history."
    : "Please direct any questions you have to the store owner.";
  const content = `<h1>Your order has been placed!</h1>
${details}
<p>Your order has been successfully processed! ${followUp}</p>
<p>Thanks for shopping with us online!</p>
<p class="actions"><a class="button" href="${e(context.settings.storefrontUrl)}">Continue</a></p>`;
  return htmlResponse(layout(`Your order has been placed! | ${storeName}`, content));
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#f4f2ee;color:#1d1d1f;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.top{background:#1d1d1f;padding:14px 24px}
.brand{color:#fff;font-weight:700;letter-spacing:.02em;text-decoration:none}
.sheet{max-width:1100px;margin:24px auto;background:#fff;border-radius:14px;padding:24px 32px;box-shadow:0 10px 40px rgba(0,0,0,.06)}
h1{font-size:1.6rem;margin:0 0 16px}
h2{font-size:1.15rem;margin:0 0 12px}
a{color:#2f5d50}
.columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px;align-items:start}
.columns .summary{order:2;position:sticky;top:16px}
table.cart{width:100%;border-collapse:collapse;margin-bottom:16px}
.cart caption{text-align:left;font-weight:600;padding-bottom:8px;color:#6e6e73}
.cart th,.cart td{padding:10px 8px;border-bottom:1px solid #e8e8ed;text-align:left;vertical-align:top}
.cart thead th{font-size:.85rem;color:#6e6e73}
.cart .num{text-align:right;white-space:nowrap}
.cart tfoot th{text-align:right;font-weight:400}
.cart tfoot .grand th,.cart tfoot .grand td{font-weight:700;border-bottom:0}
.options{margin:4px 0 0;padding:0;list-style:none;font-size:.85rem;font-weight:400;color:#6e6e73}
fieldset{border:1px solid #e8e8ed;border-radius:10px;padding:12px 16px 4px;margin:0 0 16px}
legend{font-weight:700;padding:0 6px}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}
.field{margin-bottom:12px}
.field label{display:block;font-size:.85rem;font-weight:600;margin-bottom:4px}
input[type=text],input[type=email],input[type=tel],select{display:block;width:100%;padding:10px;border:1px solid #d2d2d7;border-radius:8px;font:inherit;background:#fff}
input:focus,select:focus{outline:2px solid #2f5d50;outline-offset:1px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#c0392b}
.choice{display:flex;gap:8px;align-items:center;margin-bottom:10px}
.agree{margin:4px 0}
.hint{display:block;font-size:.8rem;color:#6e6e73;margin-top:2px}
.error{display:block;color:#a61b10;font-size:.85rem;margin:2px 0 8px}
.alert{background:#fff1f0;border:1px solid #f3c4c0;border-radius:8px;padding:10px 16px;margin-bottom:16px;color:#8a1c12}
.alert p{margin:4px 0}
.actions{display:flex;gap:12px;justify-content:flex-end;flex-wrap:wrap;margin:16px 0 0}
.button{display:inline-block;padding:12px 22px;border-radius:8px;border:0;background:#2f5d50;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{background:#244a40}
.button.secondary{background:none;border:1px solid #d2d2d7;color:#1d1d1f}
@media (max-width:760px){
.sheet{margin:0;border-radius:0;padding:16px}
.columns{grid-template-columns:1fr;gap:8px}
.columns .summary{order:0;position:static}
.pair{grid-template-columns:1fr}
.cart{font-size:.9rem}
.cart th,.cart td{padding:8px 4px}
.actions .button{flex:1;display:flex;align-items:center;justify-content:center;text-align:center}
}
`;
