/**
 * The store's information pages, as its basics list them (one call with the version, locales and
 * category ids, app/lib/api/store-basics.server.ts): the footer links only those the store has, and
 * a keyword address the store's `searchUrl` does not resolve (WordPress's page slugs, `/lens-care`)
 * is looked up among them (docs/decisions/371-footer-pages-the-store-has.md).
 */
import type { CommerceClient } from "~/lib/api/client.server";
import { storeBasic } from "~/lib/api/store-basics.server";
import { getEnv } from "~/lib/env.server";
import { footerPageLinks, pageAtPath, type PageLinks, type StorePage } from "~/lib/footer-pages";

/** The store's pages, or null when they could not be read (the basics' failure is logged where it is read). Never throws. */
async function storePages(api: CommerceClient): Promise<StorePage[] | null> {
  try {
    const list = await storeBasic(api, "pagesList");
    return (list?.content ?? []).flatMap((page) => (page?.id ? [{ id: page.id, keyword: page.keyword, url: page.url }] : []));
  } catch {
    return null;
  }
}

/** The footer's page links on this store: only pages it has; every keyword when its pages are not known. */
export async function loadPageLinks(api: CommerceClient): Promise<PageLinks> {
  return footerPageLinks(await storePages(api), getEnv().footerPageIds);
}

/** The id of the store's page at a keyword address, by the address or keyword the store gives it; null if none. */
export async function storePageAt(api: CommerceClient, pathname: string): Promise<string | null> {
  const pages = await storePages(api);
  return (pages && pageAtPath(pages, pathname)?.id) ?? null;
}
