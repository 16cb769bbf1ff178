/**
 * The storefront's own fixed content: benefit texts, footer columns, header links. Category ids
 * and other constants shared with the embedded API's seed stay in config/store.ts.
 */
import { footer, storeName, storefrontApiVersion, supportEmail } from "@config/store";
import { categoryLink, type CategoryLinks } from "./category-ids";
import type { PageLinks } from "./footer-pages";

export { storeName, storefrontApiVersion, supportEmail };

export type BenefitIcon = "shield" | "box" | "diamond" | "truck";

/** The product's four promises (home benefit blocks and the header strip). */
export const benefits: readonly { icon: BenefitIcon; title: string; text: string }[] = [
  { icon: "shield", title: "100% Authentic", text: "Genuine frames from the brands we carry, nothing else." },
  { icon: "box", title: "In-House Inventory", text: "Every pair on the site sits on our own shelves." },
  { icon: "diamond", title: "Affordable Luxury", text: "Designer eyewear, priced with restraint." },
  { icon: "truck", title: "Free Shipping", text: "Free shipping on all orders, every day." },
];

export interface FooterLink {
  label: string;
  to: string;
}

/** The footer's links to the configured categories the store has (decision 229). */
function categoryFooterLinks(links: CategoryLinks): FooterLink[] {
  const named = [
    { label: "Eyeglasses", to: categoryLink(links, "eyeglasses") },
    { label: "Sunglasses", to: categoryLink(links, "sunglasses") },
    { label: "New arrivals", to: categoryLink(links, "newArrivals") },
  ];
  return named.flatMap(({ label, to }) => (to ? [{ label, to }] : []));
}

/** The footer's four columns (config/store.ts), with the categories (decision 229) and content pages (decision 371) the store has. */
export const footerColumns = (categories: CategoryLinks, pages: PageLinks): readonly { title: string; links: readonly FooterLink[] }[] =>
  footer.map(({ title, links }) => ({
    title,
    links: links.flatMap((link): FooterLink[] => {
      if (link === "categories") return categoryFooterLinks(categories);
      if (!("page" in link)) return [link];
      const to = pages[link.page];
      return to ? [{ label: link.label, to }] : [];
    }),
  }));

/**
 * The account menu (docs/product/shell-and-navigation.md): guests see Sign in and Register, customers My account first,
 * then their own pages (as the account sidebar lists them); wishlist and order history show for everyone.
 */
export const accountLinks = {
  guest: [
    { label: "Sign in", to: "/account/login" },
    { label: "Register", to: "/account/register" },
    { label: "My account", to: "/account" },
  ],
  customer: [
    { label: "My account", to: "/account" },
    { label: "Edit account", to: "/account/edit" },
    { label: "Password", to: "/account/password" },
    { label: "Address book", to: "/account/address" },
  ],
  everyone: [
    { label: "Wishlist", to: "/account/wishlist" },
    { label: "Order history", to: "/account/order-history" },
  ],
} as const satisfies Record<string, readonly FooterLink[]>;

/** The year the shop opened (the product's "copyright 2024"). */
export const FOUNDING_YEAR = 2024;

/** "© 2024–2026 Lumen Optics …": from the product's year to the current one. */
export function copyrightLine(year = new Date().getFullYear()): string {
  const years = year > FOUNDING_YEAR ? `${FOUNDING_YEAR}–${year}` : String(FOUNDING_YEAR);
  return `© ${years} ${storeName}. All rights reserved.`;
}

/** A browser title: the page's, then the shop's name, with the separator the store's own meta titles use. */
export const pageTitle = (title: string) => `${title} | ${storeName}`;

/** A journal page's browser title, as the demo store's blog meta titles read ("… | Lumen Optics Journal"). */
export const journalTitle = (title: string) => `${pageTitle(title)} Journal`;
