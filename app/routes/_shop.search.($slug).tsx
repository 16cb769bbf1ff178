import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ProductGrid } from "~/components/listing/ProductGrid";
import { NoResults } from "~/components/search/NoResults";
import { Pagination } from "~/components/search/Pagination";
import * as styles from "~/components/search/search-page.css";
import { SearchForm } from "~/components/search/SearchForm";
import { Container } from "~/components/ui/Container";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure } from "~/lib/http.server";
import { lastPageIfPast, pageNumber } from "~/lib/page-number";
import { normalizeKeyword, SEARCH_PAGE_SIZE, searchPageHref } from "~/lib/search/search";
import { searchProducts } from "~/lib/search/search.server";
import { pageTitle } from "~/lib/store-config";

/**
 * The search page, /search and /search/{text} (docs/product/catalog.md): the box, prefilled from the address, and
 * the matching products, 12 a page with page links. `?search=` (the box without JavaScript)
 * redirects to /search/{text}, a slug with spaces around it to its trimmed form, and a page past
 * the end to the last page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("search");
  if (typed !== null) throw redirect(searchPageHref(typed));
  const keyword = normalizeKeyword(params.slug);
  if (params.slug !== undefined && keyword !== params.slug) throw redirect(searchPageHref(keyword));
  if (!keyword) return { keyword, result: null };
  const page = pageNumber(url.searchParams.get("page"));
  const result = await searchProducts(context.shopper.api, keyword, page, SEARCH_PAGE_SIZE).catch(throwApiFailure);
  const last = lastPageIfPast({ shown: result.products.length, ...result }, page);
  if (last !== null) throw redirect(searchResultsHref(keyword, last));
  return { keyword, result };
}

/** One page of the results (the first without `?page=`). */
function searchResultsHref(keyword: string, page: number): string {
  return page > 1 ? `${searchPageHref(keyword)}?page=${page}` : searchPageHref(keyword);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.keyword ? `Search - ${data.keyword}` : "Search") },
  // Result pages are endless variations of the catalogue: not for search engines' indexes.
  { name: "robots", content: "noindex,follow" },
];

export const handle: BreadcrumbHandle<{ keyword: string }> & RouteHandle = {
  cacheKind: "search",
  breadcrumb: ({ keyword }) => [{ label: "Search", to: "/search" }, ...(keyword ? [{ label: keyword, to: searchPageHref(keyword) }] : [])],
};

export default function SearchPage() {
  const { keyword, result } = useLoaderData<typeof loader>();
  const pageHref = (page: number) => searchResultsHref(keyword, page);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{keyword ? `Search - ${keyword}` : "Search"}</h1>
      <SearchForm keyword={keyword} />
      {!result ? (
        <p className={styles.prompt}>Type a frame, shape, colour or brand and press Search.</p>
      ) : result.products.length ? (
        <>
          <p className={styles.summary} aria-live="polite">
            {result.total === 1 ? "1 product" : `${result.total} products`} matching “{keyword}”
          </p>
          <ProductGrid products={result.products} label={`Products matching “${keyword}”`} />
          <Pagination page={result.page} totalPages={result.totalPages} href={pageHref} />
        </>
      ) : (
        <NoResults />
      )}
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
