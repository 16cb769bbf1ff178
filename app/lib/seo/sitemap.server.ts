/**
 * The sitemaps' answers (docs/decisions/141-sitemaps.md). Every URL comes from the API, at the
 * item's canonical (keyword) URL on the shop's public origin. Product sitemaps are written while
 * the products arrive, 500 per call (the API's largest page), so memory stays bounded whatever the catalogue's size;
 * the small children and the product count are kept for an hour in memory, and every answer may be
 * kept by shared caches (and the server's page cache) for an hour.
 */
import { CommerceClient, logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { TtlCache } from "~/lib/cache.server";
import { getEnv } from "~/lib/env.server";
import { SitemapCatalogueDocument, SitemapContentDocument, SitemapProductCountDocument, SitemapProductsDocument } from "./queries.server";
import { absoluteUrl, itemPath } from "./rules";
import {
  childPath,
  FIXED_CHILDREN,
  PRODUCT_PAGE_SIZE,
  productPages,
  productSitemapCount,
  sitemapIndex,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  urlset,
  w3cDate,
  type FixedChild,
  type SitemapChild,
} from "./sitemap";

const HOUR_MS = 60 * 60 * 1000;
/** Small answers (the index, the product count, the fixed children), per origin. */
const cache = new TtlCache<string>({ ttlMs: HOUR_MS, maxEntries: 64 });

/**
 * A client of its own: the sitemaps are the store's, not a shopper's (no cookies, the store's
 * default language), and a product sitemap's calls each get the whole timeout rather than sharing
 * one page's deadline.
 */
function storeClient(): CommerceClient {
  const env = getEnv();
  return new CommerceClient({ apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs });
}

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

async function productTotal(api: CommerceClient): Promise<number> {
  const text = await cache.getOrLoad("product-total", async () =>
    String((await api.request(SitemapProductCountDocument)).productsList?.totalElements ?? 0),
  );
  return Number(text);
}

/** An API that cannot answer makes a sitemap a 503 (crawlers come back), never a 500. */
async function orUnavailable(what: string, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof CommerceApiError)) throw error;
    logApiError(what, error);
    return new Response("The store is not available. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
    });
  }
}

export function sitemapIndexResponse(origin: string): Promise<Response> {
  return orUnavailable("sitemap index", async () => {
    const api = storeClient();
    const count = productSitemapCount(await productTotal(api));
    const children: SitemapChild[] = [
      ...Array.from({ length: count }, (_, index) => ({ kind: "products" as const, number: index + 1 })),
      ...FIXED_CHILDREN.map((kind) => ({ kind })),
    ];
    return new Response(sitemapIndex(children.map((child) => absoluteUrl(origin, childPath(child)))), { headers: XML_HEADERS });
  });
}

export function childSitemapResponse(origin: string, child: SitemapChild): Promise<Response> {
  return orUnavailable(`sitemap ${childPath(child)}`, async () => {
    const api = storeClient();
    if (child.kind === "products") {
      if (child.number > productSitemapCount(await productTotal(api))) throw new Response("Not Found", { status: 404 });
      return new Response(productSitemapStream(api, origin, child.number), { headers: XML_HEADERS });
    }
    const xml = await cache.getOrLoad(`${origin}|${child.kind}`, async () => urlset(await fixedEntries(api, origin, child.kind)));
    return new Response(xml, { headers: XML_HEADERS });
  });
}

/** Product sitemap `number`, written as its products arrive from the API, one page at a time. */
function productSitemapStream(api: CommerceClient, origin: string, number: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { first, last } = productPages(number);
  let page = first;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      // A failure half way cuts the answer short: a crawler reads a broken file, not a wrong one.
      const result = await api.request(SitemapProductsDocument, { page, size: PRODUCT_PAGE_SIZE });
      const products = result.productsList?.content ?? [];
      const entries = products.flatMap((product) =>
        product?.id ? [urlEntry(absoluteUrl(origin, itemPath(product.url, `/store/product/${product.id}`)))] : [],
      );
      if (entries.length) controller.enqueue(encoder.encode(entries.join("")));
      page += 1;
      if (result.productsList?.last || products.length < PRODUCT_PAGE_SIZE || page > last) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}

async function fixedEntries(api: CommerceClient, origin: string, kind: FixedChild): Promise<{ loc: string; lastmod?: string }[]> {
  const at = (path: string) => ({ loc: absoluteUrl(origin, path) });
  const items = <T extends { id: string | null; url: string | null }>(list: readonly (T | null)[] | null | undefined, idRoute: string) =>
    (list ?? []).flatMap((item) => (item?.id ? [{ item, loc: absoluteUrl(origin, itemPath(item.url, `${idRoute}/${item.id}`)) }] : []));
  switch (kind) {
    case "categories": {
      // The brand list is another sitemap's part: its failure (WordPress without a brands plugin) is not this one's (decision 226).
      const { categoriesList } = await api.requestWithOptional(["manufacturerList"], SitemapCatalogueDocument);
      return [at("/"), at("/store/category"), at("/store/special"), ...items(categoriesList?.content, "/store/category")];
    }
    case "brands": {
      // A store whose brand list fails has no brands to list (decision 226).
      const { manufacturerList } = await api.requestWithOptional(["manufacturerList"], SitemapCatalogueDocument);
      return [at("/store/manufacturer"), ...items(manufacturerList?.content, "/store/manufacturer")];
    }
    case "pages": {
      const { pagesList } = await api.request(SitemapContentDocument);
      return [at("/contact"), ...items(pagesList?.content, "/page")];
    }
    case "posts": {
      const { postsList, categoriesBlogList } = await api.request(SitemapContentDocument);
      return [
        ...items(categoriesBlogList?.content, "/blog/category"),
        ...items(postsList?.content, "/blog/post").map(({ item, loc }) => ({ loc, lastmod: w3cDate(item.datePublished) })),
      ];
    }
  }
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    // A shopper's own pages, searches and the API: nothing for an index, and costly to crawl.
    ...["/api/", "/account", "/store/cart", "/store/checkout", "/store/compare", "/search", "/blog/search", "/resources/"].map(
      (path) => `Disallow: ${path}`,
    ),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
