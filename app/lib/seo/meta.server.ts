/**
 * The head of every page for crawlers and link previews (docs/decisions/140, 142): title,
 * description, robots, canonical link, Open Graph, Twitter card and JSON-LD, from one description
 * of the page. Built by the page's loader on the server and handed to its route's `meta` as data,
 * so none of this is in the browser's JavaScript (decision 199).
 */
import { type AppLoadContext, data } from "@remix-run/node";
import type { MetaDescriptor } from "@remix-run/react";
import { buildBreadcrumbs, type Crumb } from "~/lib/breadcrumbs";
import { shopperLocale } from "~/lib/shopper-state/shopper-state.server";
import { storeName } from "~/lib/store-config";
import { publicOrigin } from "./origin.server";
import { absoluteImage, absoluteUrl, isIndexable, robotsFor, type SeoPageType } from "./rules";
import { breadcrumbJsonLd, type JsonLd } from "./structured-data";

/** What a page's head depends on besides the page itself. */
export interface MetaContext {
  /** The public origin of canonical links, Open Graph URLs and JSON-LD. */
  origin: string;
  /** The shopper's active currency code (the store's default for visitors without a session). */
  currency: string;
  /** The breadcrumb the shop layout shows (after Home). */
  crumbs: readonly Crumb[];
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

/**
 * The context of the page `request` asks for. `crumbs`: the page's own (its route handle's), else
 * the path's, as the shop layout shows them. The currency is the shell's (asked once per request);
 * when the store cannot say, none, as the shell then shows none.
 */
export async function metaContext(
  { request, context }: { request: Request; context: AppLoadContext },
  crumbs?: readonly Crumb[] | null,
): Promise<MetaContext> {
  const url = new URL(request.url);
  // A client navigation's data request names the routes it wants: not part of the page's address.
  url.searchParams.delete("_routes");
  const currency = await shopperLocale(context.shopper).then(
    (locale) => locale.currency,
    () => "",
  );
  return {
    origin: publicOrigin(request),
    currency,
    crumbs: crumbs ?? buildBreadcrumbs(url.pathname),
    location: { pathname: url.pathname, search: url.search },
  };
}

/** A loader's `data()` answer with its page's head beside the page, its status and headers kept. */
export function withHead<T extends object>(answer: { data: T; init: ResponseInit | null }, head: MetaDescriptor[]) {
  return data({ ...answer.data, head }, answer.init ?? undefined);
}

export function seoMeta(context: MetaContext, page: SeoPage): MetaDescriptor[] {
  const { origin } = context;
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
  const breadcrumb = breadcrumbJsonLd(origin, context.crumbs);
  for (const data of [...(page.jsonLd ?? []), breadcrumb]) if (data) tags.push({ "script:ld+json": data });
  return tags;
}
