/**
 * Titles, meta tags and breadcrumbs of the listing pages, shared by their id routes and by the
 * keyword URLs that render the same views. Pure (they run on both sides).
 */
import type { Crumb } from "~/lib/breadcrumbs";
import { pageTitle } from "~/lib/store-config";

export interface PageMeta {
  title: string;
  description: string;
  keyword?: string;
}

type MetaTag = { title: string } | { name: string; content: string };

export function metaTags({ title, description, keyword }: PageMeta): MetaTag[] {
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(keyword ? [{ name: "keywords", content: keyword }] : []),
  ];
}

export const BRAND_LIST_TITLE = "Find Your Favorite Brand";
export const SPECIAL_PATH = "/store/special";
export const SPECIAL_TITLE = "Special products";
/** `freeShipping`: the store ships free (docs/product/texts-and-constants.md#shipping-claims). */
export const specialDescription = (freeShipping: boolean) =>
  `Designer eyeglasses and sunglasses on special: reduced prices for a limited time${freeShipping ? ", free shipping on all orders" : ""}.`;
export const BRANDS_CRUMB: Crumb = { label: "Brands", to: "/store/manufacturer" };

export function categoryMeta(page: {
  kind: string;
  title: string;
  meta: { title: string; description: string; keyword: string };
}): PageMeta {
  if (page.kind === "search") return { title: pageTitle(`Search results for “${page.title}”`), description: "" };
  return {
    title: page.meta.title || pageTitle(page.title),
    description: page.meta.description,
    keyword: page.meta.keyword,
  };
}

export function categoryCrumbs(page: { kind: string; title: string; path: string }): Crumb[] {
  return [{ label: page.kind === "search" ? "Search results" : page.title, to: page.path }];
}

export function manufacturerCrumbs(page: { manufacturer: { name: string }; path: string }): Crumb[] {
  return [BRANDS_CRUMB, { label: page.manufacturer.name, to: page.path }];
}
