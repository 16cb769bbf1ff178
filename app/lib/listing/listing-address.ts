/**
 * One address per listing state (docs/decisions/274-listing-addresses-one-cache-entry.md): a listing's
 * address whose query is not the one its state writes (an unknown sort or order, a size not
 * offered, a page that is not a page number, a parameter no listing reads, a plain form's fields)
 * is sent to the canonical one. The loaders redirect there, and the page cache does so for
 * anonymous visitors before any render, so no value of a parameter makes a page of its own. The
 * rules of what each value may be live in the address-state modules beside this one
 * (category-query.ts, paged-query.ts). Tracking parameters stay, after the listing's own.
 */
import { isTrackingParam } from "~/lib/tracking-params";
import { parseCatalogQuery, queryString, serializeCatalogQuery } from "./category-query";
import { listingPageKind } from "./listing-paths";
import { parseListingQuery, serializeListingQuery } from "./paged-query";

/** `pathname` with `canonical`, then the address's tracking parameters; null when that is the address already. */
function redirectUnlessCanonical(url: URL, canonical: string): string | null {
  const own = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  const tracking = [...url.searchParams].filter(([name]) => isTrackingParam(name));
  if (queryString(new URLSearchParams(own)) === canonical) return null;
  const search = [canonical, queryString(new URLSearchParams(tracking))].filter(Boolean).join("&");
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * Where a category listing's address should be (null: it is canonical). An address with a price
 * that cannot be read stays: the page says so (400); one a plain form wrote goes, as it always did.
 */
export function canonicalCatalogAddress(url: URL): string | null {
  const own = new URLSearchParams([...url.searchParams].filter(([name]) => !isTrackingParam(name)));
  const parsed = parseCatalogQuery(own);
  if (parsed.problems.length && !parsed.fromForm) return null;
  return redirectUnlessCanonical(url, queryString(serializeCatalogQuery(parsed.query)));
}

/** Where a paged listing's address (a brand's products, specials) should be (null: it is canonical). */
export function canonicalPagedAddress(url: URL): string | null {
  return redirectUnlessCanonical(url, queryString(serializeListingQuery(parseListingQuery(url.searchParams))));
}

/** The brand index reads nothing of its query. */
const canonicalBrandIndexAddress = (url: URL): string | null => redirectUnlessCanonical(url, "");

/**
 * For the page cache: where a listing at an id route should be, or null (canonical, or not a listing
 * path). Not for Remix's data requests (`….data?_routes=…`): their loader answers the redirect in
 * the form the browser's router follows.
 */
export function canonicalListingAddress(url: URL): string | null {
  if (url.pathname.endsWith(".data")) return null;
  switch (listingPageKind(url.pathname)) {
    case "catalog":
      return canonicalCatalogAddress(url);
    case "brand":
    case "special":
      return canonicalPagedAddress(url);
    case "brands":
      return canonicalBrandIndexAddress(url);
    default:
      return null;
  }
}
