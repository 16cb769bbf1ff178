/**
 * The head of every page for crawlers and link previews (docs/decisions/140, 142): title,
 * description, robots, canonical link, Open Graph, Twitter card and JSON-LD, from one description
 * of the page. The public origin comes from the root loader (meta cannot see the request), the
 * shopper's currency from the shop layout's data.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { buildBreadcrumbs, routeCrumbs, type NamedCategory } from "~/lib/breadcrumbs";
import { storeName } from "~/lib/store-config";
import { absoluteImage, absoluteUrl, isIndexable, robotsFor, type SeoPageType } from "./rules";
import { breadcrumbJsonLd, type JsonLd } from "./structured-data";

/** What meta functions get from Remix that this needs. */
export interface MetaContext {
  matches: readonly { id: string; data: unknown; handle?: unknown }[];
  location: { pathname: string; search: string };
}

export interface SeoPage {
  type: SeoPageType;
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** The canonical path (a keyword URL, or the plain listing); the path asked for when not given. */
  path?: string;
  image?: string | null;
  ogType?: "website" | "product" | "article";
  jsonLd?: readonly (JsonLd | null)[];
  /** Product pages: the current price (two decimals) and the shopper's currency. */
  price?: { amount: string; currency: string } | null;
}

export const STORE_LOGO = "/favicon.svg";

interface RootData {
  origin?: string;
}
interface ShopData {
  shell?: { categories?: NamedCategory[] | null; currencies?: { code: string; active: boolean }[] };
}

const dataOf = <T>(matches: MetaContext["matches"], id: string) =>
  (matches.find((match) => match.id === id)?.data ?? undefined) as T | undefined;

/** The public origin the root loader computed; "" when the root did not load. */
export function metaOrigin(matches: MetaContext["matches"]): string {
  return dataOf<RootData>(matches, "root")?.origin ?? "";
}

/** The shopper's active currency code (the store's default for visitors without a session). */
export function metaCurrency(matches: MetaContext["matches"]): string {
  const currencies = dataOf<ShopData>(matches, "routes/_shop")?.shell?.currencies ?? [];
  return (currencies.find((currency) => currency.active) ?? currencies[0])?.code ?? "";
}

/** The breadcrumb the shop layout shows (after Home). */
export function visibleCrumbs({ matches, location }: MetaContext) {
  const categories = dataOf<ShopData>(matches, "routes/_shop")?.shell?.categories ?? [];
  return routeCrumbs(matches) ?? buildBreadcrumbs(location.pathname, categories);
}

export function seoMeta(context: MetaContext, page: SeoPage): MetaDescriptor[] {
  const origin = metaOrigin(context.matches);
  const robots = robotsFor(page.type, new URLSearchParams(context.location.search));
  const tags: MetaDescriptor[] = [{ title: page.title }];
  const description = page.description?.trim();
  if (description) tags.push({ name: "description", content: description });
  if (page.keywords?.trim()) tags.push({ name: "keywords", content: page.keywords.trim() });
  tags.push({ name: "robots", content: robots });
  // Personal, search and error pages have no canonical; variants of a listing point at its plain self.
  if (!origin || robots === "noindex") return tags;
  const canonical = absoluteUrl(origin, page.path ?? context.location.pathname);
  if (page.type === "search") return tags;
  tags.push({ tagName: "link", rel: "canonical", href: canonical });
  if (!isIndexable(robots)) return tags;

  const image = absoluteImage(origin, page.image) ?? absoluteImage(origin, STORE_LOGO);
  tags.push(
    { property: "og:site_name", content: storeName },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:url", content: canonical },
    ...(description ? [{ property: "og:description", content: description }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
  );
  if (page.price) {
    tags.push(
      { property: "product:price:amount", content: page.price.amount },
      { property: "product:price:currency", content: page.price.currency },
    );
  }
  const breadcrumb = breadcrumbJsonLd(origin, visibleCrumbs(context));
  for (const data of [...(page.jsonLd ?? []), breadcrumb]) if (data) tags.push({ "script:ld+json": data });
  return tags;
}
