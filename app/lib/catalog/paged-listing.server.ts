/**
 * The paged listings: a brand's products (`/store/manufacturer/{id}`, also at the brand's keyword
 * URL) and the special products (`/store/special`). Sort, size and page come from the address, the
 * display mode from the `mode` cookie. One round trip each (the brand and its products aliased
 * together), through the 5-minute catalog cache.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { ListingProductsFieldsFragment } from "~/lib/api/generated/graphql";
import { notFound, throwApiFailure } from "~/lib/http.server";
import { canonicalPagedAddress } from "~/lib/listing/listing-address";
import {
  modeFromCookieHeader,
  parseListingQuery,
  pageHref,
  serializeListingQuery,
  toListingArgs,
  type ListingMode,
  type ListingQuery,
} from "~/lib/listing/paged-query";
import { shopperAnswer } from "~/lib/loading/catalog-cache.server";
import { lastPageIfPast } from "~/lib/page-number";
import { productTiles, type ProductTileData } from "~/lib/product-tiles";
import { ManufacturerPageDocument, SpecialPageDocument } from "./queries.server";

export interface ListingPageData {
  /** Where the page was asked for (id route or keyword URL), for its breadcrumb. */
  path: string;
  products: ProductTileData[];
  total: number;
  totalPages: number;
  query: ListingQuery;
  mode: ListingMode;
}

export interface ManufacturerPageData extends ListingPageData {
  manufacturer: { id: string; name: string; image: string | null; url: string };
}

function toListing(page: ListingProductsFieldsFragment | null): Pick<ListingPageData, "products" | "total" | "totalPages"> {
  return {
    products: productTiles(page?.content),
    total: page?.totalElements ?? 0,
    totalPages: page?.totalPages ?? 0,
  };
}

/** A page past the end goes to the last page, as on the search page and blog categories. */
function toListingOrLast(page: ListingProductsFieldsFragment | null, path: string, query: ListingQuery) {
  const listing = toListing(page);
  const last = lastPageIfPast({ shown: listing.products.length, ...listing }, query.page);
  if (last !== null) throw redirect(pageHref(path, query, last));
  return listing;
}

function readRequest(request: Request) {
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  // Any address but the state's own goes to it: one page (and one cache entry) per state (decision 274).
  const canonical = canonicalPagedAddress(url);
  if (canonical) throw redirect(canonical);
  return {
    path: url.pathname,
    query,
    mode: modeFromCookieHeader(request.headers.get("Cookie")),
    queryKey: serializeListingQuery(query).toString(),
  };
}

/** A brand and one page of its products; 404 for an unknown brand. */
export async function loadManufacturerPage(context: AppLoadContext, manufacturerId: string, request: Request) {
  if (!/^\d+$/.test(manufacturerId)) notFound();
  const { path, query, mode, queryKey } = readRequest(request);
  const result = await shopperAnswer(context, "listing", `manufacturer|${manufacturerId}|${queryKey}`, () =>
    context.shopper.api.request(ManufacturerPageDocument, { manufacturerId, ...toListingArgs(query) }).catch(throwApiFailure),
  );
  const brand = result.manufacturer;
  if (!brand?.id) notFound();
  const page: ManufacturerPageData = {
    manufacturer: { id: brand.id, name: brand.name ?? "", image: brand.image, url: brand.url || `/store/manufacturer/${brand.id}` },
    ...toListingOrLast(result.productsList, path, query),
    path,
    query,
    mode,
  };
  return data(page);
}

/** One page of the products on special. */
export async function loadSpecialPage(context: AppLoadContext, request: Request) {
  const { path, query, mode, queryKey } = readRequest(request);
  const result = await shopperAnswer(context, "listing", `special|${queryKey}`, () =>
    context.shopper.api.request(SpecialPageDocument, toListingArgs(query)).catch(throwApiFailure),
  );
  const page: ListingPageData = { ...toListingOrLast(result.productsList, path, query), path, query, mode };
  return data(page);
}
