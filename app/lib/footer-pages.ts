/**
 * The footer's content pages (config/store.ts) on the store at hand: each links to the page the
 * store has for it, and one the store lacks is left out, never a link to "Page not found"
 * (docs/decisions/371-footer-pages-the-store-has.md). A page is the store's when an id setting
 * names it (FOOTER_PAGE_IDS) or its keyword is the footer's (OpenCart's SEO keyword `about_us`,
 * WordPress's slug `about_us` or `about-us`). Pure and client-safe: the server reads the store's
 * pages (content/store-pages.server.ts); pages get the links through the shop layout's loader.
 */
import { footerPageKeywords } from "@config/store";
import { keyValueEntries } from "./key-value-list";

/** Footer keyword → the shop's address of the store's page for it; a keyword the store lacks is absent. */
export type PageLinks = Partial<Record<string, string>>;

/** An information page as the store lists it (`pagesList`). */
export interface StorePage {
  id: string;
  keyword: string | null;
  url: string | null;
}

/**
 * `refund_policy=12,about_us=4` → footer keyword → the store's page id. Throws an Error naming what
 * is wrong (a keyword the footer does not have, an id that is not a whole number, a keyword twice).
 */
export function parseFooterPageIds(text: string | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const { key, value } of keyValueEntries(text, "keyword=id (e.g. about_us=4)")) {
    if (!footerPageKeywords.includes(key)) throw new Error(`the footer has no page "${key}" (it has: ${footerPageKeywords.join(", ")})`);
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${key}: "${value}" is not a page id (a whole number from 1)`);
    if (key in ids) throw new Error(`${key} is given twice`);
    ids[key] = value;
  }
  return ids;
}

/** WordPress makes `about-us` of "About us"; the shop's keywords say `about_us`: the same page. */
const slugOf = (text: string) => text.trim().toLowerCase().replace(/_/g, "-");

/** The address the store gives a page, as a path of this shop (`/about_us`, `/lens-care`, `/page/7`); null when it gives none. */
function storePath(page: StorePage): string | null {
  if (!page.url) return null;
  try {
    const path = new URL(page.url, "http://store.invalid").pathname;
    return path !== "/" ? path : null;
  } catch {
    return null;
  }
}

/**
 * Where the shop shows a store page: the address the store gives it when that is a keyword's (one
 * path segment, which the keyword route resolves), else its id route.
 */
export function pagePath(page: StorePage): string {
  const path = storePath(page);
  return path && /^\/[^/]+$/.test(path) ? path : `/page/${page.id}`;
}

/** Whether `page` is the store's page for the footer's `keyword`. */
function isPageFor(page: StorePage, keyword: string): boolean {
  const path = storePath(page);
  const last = path?.split("/").filter(Boolean).pop();
  return [page.keyword, last].some((name) => name != null && name !== "" && slugOf(name) === slugOf(keyword));
}

/**
 * The footer's page links: each footer keyword with the store's page for it (by `ids`, else by
 * keyword); when the store's pages are not known (`null`: not loaded), every keyword as its own
 * address, as before anything was known.
 */
export function footerPageLinks(pages: readonly StorePage[] | null, ids: Record<string, string> = {}): PageLinks {
  if (!pages) return Object.fromEntries(footerPageKeywords.map((keyword) => [keyword, `/${keyword}`]));
  return Object.fromEntries(
    footerPageKeywords.flatMap((keyword) => {
      const id = ids[keyword];
      const page = id ? pages.find((candidate) => candidate.id === id) : pages.find((candidate) => isPageFor(candidate, keyword));
      return page ? [[keyword, pagePath(page)]] : [];
    }),
  );
}

/** The store page a keyword address names (`/lens-care`), by the address or keyword the store gives it. */
export function pageAtPath(pages: readonly StorePage[], pathname: string): StorePage | undefined {
  let keyword: string;
  try {
    keyword = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ""));
  } catch {
    return undefined;
  }
  if (keyword === "" || keyword.includes("/")) return undefined;
  return pages.find((page) => storePath(page) === `/${keyword}` || (page.keyword != null && page.keyword === keyword));
}
