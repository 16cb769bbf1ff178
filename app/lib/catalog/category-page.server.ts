/**
 * The category catalog's data (docs/product/catalog.md: category catalog), reusable wherever a catalog renders: the id
 * route `/store/category/{id}`, all products at `/store/category`, and a category's keyword URL
 * (`/eyeglasses`, resolved by the splat route).
 *
 * One GraphQL operation (category and its product list, aliased together) and the REST filter
 * panel, in parallel, each through the 5-minute catalog cache. Search on the search-results
 * category (id 90) searches the whole catalogue and is titled with the keyword (decision 002).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import { logApiError } from "~/lib/api/client.server";
import { isAbsent } from "~/lib/api/index-routes.server";
import { isThrownStatus, notFound, throwApiFailure } from "~/lib/http.server";
import { catalogQueryKey, parseCatalogQuery, toProductsListArgs, type CatalogQuery, type QueryProblem } from "~/lib/listing/category-query";
import { hasFrameMeasurements } from "~/lib/listing/frame-size";
import { canonicalCatalogAddress } from "~/lib/listing/listing-address";
import { isUnavailable, shopperAnswer } from "~/lib/loading/catalog-cache.server";
import { startedNow } from "~/lib/loading/modules.server";
import { productTiles, type ProductTileData } from "~/lib/product-tiles";
import { sanitizeContent } from "~/lib/sanitize.server";
import { itemPath } from "~/lib/seo/rules";
import { shopperCurrency } from "~/lib/shopper-state/shopper-state.server";
import { configuredCategoryIds } from "./category-links.server";
import {
  EMPTY_FILTER_PANEL,
  normalizeFilterPanel,
  panelInCurrency,
  priceRangeInBase,
  type FilterPanelData,
  type PriceCurrency,
} from "./filters";
import { CatalogMeasuresDocument, CatalogPageDocument } from "./queries.server";

export type CatalogKind = "category" | "all" | "search";

export interface CatalogLink {
  id: string;
  name: string;
  url: string;
}

export interface CategoryPageData {
  kind: CatalogKind;
  /** Where the page was asked for (id route or keyword URL), for its breadcrumb. */
  path: string;
  /** The plain listing's address (the category's keyword URL): every filtered, sorted or paged variant points at it. */
  canonicalPath: string;
  /** The category shown (null for all products and for a whole-catalogue search). */
  categoryId: string | null;
  title: string;
  /** Sanitised HTML, "" when none. */
  descriptionHtml: string;
  meta: { title: string; description: string; keyword: string };
  subcategories: CatalogLink[];
  products: ProductTileData[];
  total: number;
  query: CatalogQuery;
  filterPanel: FilterPanelData;
  /** Parts of the address that were unusable and ignored (the page says so with a 400). */
  problems: QueryProblem[];
  /**
   * "Fits like my pair": offered where the listing's products carry frame measurements; what the
   * shopper typed and why it was refused, for the field (docs/decisions/248-frame-fit-search.md).
   */
  fitSearch: { offered: boolean; text: string; message: string };
}

interface CatalogPart {
  category: {
    id: string;
    name: string;
    url: string;
    descriptionHtml: string;
    meta: CategoryPageData["meta"];
    subcategories: CatalogLink[];
  } | null;
  products: ProductTileData[];
  total: number;
}

export const ALL_PRODUCTS_TITLE = "All products";

/**
 * Loads a catalog page for `categoryId` (null: all products). Throws the canonical redirect when a
 * plain form wrote the address, 404 for an unknown category, 503 when the API is away. Answers
 * 400 (with the page) when the address held an unusable price.
 */
export async function loadCategoryPage(context: AppLoadContext, categoryId: string | null, request: Request) {
  // Ids only: productsList filters by id, so a keyword here would list the whole shop.
  if (categoryId != null && !/^\d+$/.test(categoryId)) notFound();
  const url = new URL(request.url);
  const parsed = parseCatalogQuery(url.searchParams);
  // Any address but the state's own goes to it: one page (and one cache entry) per state (decision 274).
  const canonical = canonicalCatalogAddress(url);
  if (canonical) throw redirect(canonical);

  // Enter in the header search lands on the search-results category: a search of everything.
  const wholeCatalogueSearch = parsed.query.search !== "" && categoryId === String(configuredCategoryIds().searchResults);
  const kind: CatalogKind = wholeCatalogueSearch ? "search" : categoryId == null ? "all" : "category";
  const shownCategoryId = kind === "category" ? categoryId : null;
  const scope = shownCategoryId ?? "all";

  // The filter panel, the shopper's currency and the listing are asked side by side; none waits
  // for the shopper's state (shopperAnswer).
  const panelLoad = Promise.all([loadFilterPanel(context, shownCategoryId), shopperCurrency(context.shopper).catch(throwApiFailure)]).then(
    ([panel, currency]) => panelInCurrency(panel, currency),
  );
  const asked = storeCapabilities(context.shopper.api).then(async ({ extensions }) => {
    // Whether the listing's products carry frame measurements: waited for before the list only when
    // the address asks for a fit search.
    // Awaited after the listing, or never when the listing fails first.
    const measuresLoad = startedNow(extensions ? loadMeasured(context, shownCategoryId) : Promise.resolve(false));
    const measured = parsed.query.fit || parsed.problems.includes("fit") ? await measuresLoad : null;
    // A stock store has no price or range bounds on productsList: they are neither sent, shown as
    // chosen, nor offered, rather than silently ignored (decision 165); nor the fit search, which a
    // store without measurements does not offer either (decision 248).
    const unmeasured = measured === false;
    return {
      extensions,
      measuresLoad,
      query: {
        ...parsed.query,
        ...(extensions ? {} : { price: { min: null, max: null }, ranges: {} }),
        ...(unmeasured ? { fit: null } : {}),
      },
      problems: parsed.problems.filter((problem) => (problem === "price" ? extensions : problem === "fit" ? !unmeasured : true)),
    };
  });
  const catalogLoad = asked.then(({ query }) => {
    // The shopper's price bounds are in their currency: the list waits for the store's rate (in the
    // panel's answer) only when there are bounds to convert.
    const priced = query.price.min != null || query.price.max != null;
    return (priced ? panelLoad : Promise.resolve(EMPTY_FILTER_PANEL)).then((rated) =>
      shopperAnswer(context, "listing", `catalog|${scope}|${catalogQueryKey(query)}`, () =>
        fetchCatalog(context, shownCategoryId, query, rated.currency),
      ),
    );
  });
  const [{ extensions, query, problems, measuresLoad }, catalog, panel] = await Promise.all([asked, catalogLoad, panelLoad]);
  const offered = await measuresLoad;
  const filterPanel = extensions ? panel : { ...panel, groups: panel.groups.filter((group) => group.kind !== "range"), prices: null };
  if (kind === "category" && !catalog.category) notFound();

  const category = catalog.category;
  const title = kind === "search" ? query.search : (category?.name ?? ALL_PRODUCTS_TITLE);
  const page: CategoryPageData = {
    kind,
    path: url.pathname,
    canonicalPath: category ? itemPath(category.url, `/store/category/${category.id}`) : url.pathname,
    categoryId: shownCategoryId,
    title,
    descriptionHtml: category?.descriptionHtml ?? "",
    meta: category?.meta ?? { title: "", description: "", keyword: "" },
    subcategories: category?.subcategories ?? [],
    products: catalog.products,
    total: catalog.total,
    query,
    filterPanel,
    problems,
    fitSearch: { offered, text: offered ? parsed.fitText : "", message: problems.includes("fit") ? parsed.fitMessage : "" },
  };
  const status = problems.length ? 400 : 200;
  return data(page, { status });
}

async function fetchCatalog(
  context: AppLoadContext,
  categoryId: string | null,
  query: CatalogQuery,
  currency: PriceCurrency,
): Promise<CatalogPart> {
  const args = toProductsListArgs({ ...query, price: priceRangeInBase(query.price, currency) });
  const result = await context.shopper.api
    .request(CatalogPageDocument, {
      categoryId: categoryId ?? "",
      withCategory: categoryId != null,
      listCategoryId: categoryId ?? "",
      filter: args.filter,
      minPrice: args.min_price,
      maxPrice: args.max_price,
      minFilters: args.min_filters,
      maxFilters: args.max_filters,
      search: args.search,
      fit: args.fit,
      sort: args.sort,
      order: args.order,
      size: args.size,
      page: args.page,
    })
    .catch(throwApiFailure);
  const node = result.category;
  return {
    category: node?.id
      ? {
          id: node.id,
          name: node.name ?? "",
          url: node.url ?? "",
          descriptionHtml: sanitizeContent(node.description),
          meta: { title: node.meta?.title ?? "", description: node.meta?.description ?? "", keyword: node.meta?.keyword ?? "" },
          subcategories: (node.categories ?? []).flatMap((child) =>
            child?.id && child.name ? [{ id: child.id, name: child.name, url: child.url || `/store/category/${child.id}` }] : [],
          ),
        }
      : null,
    products: productTiles(result.productsList?.content),
    total: result.productsList?.totalElements ?? 0,
  };
}

/** Whether the first products of the listing carry frame measurements, cached per category; a failure offers nothing. */
async function loadMeasured(context: AppLoadContext, categoryId: string | null): Promise<boolean> {
  try {
    return await shopperAnswer(
      context,
      "listing",
      `measures|${categoryId ?? "all"}`,
      async () => {
        const result = await context.shopper.api.request(CatalogMeasuresDocument, { categoryId: categoryId ?? "" });
        return hasFrameMeasurements((result.productsList?.content ?? []).flatMap((product) => (product ? [product] : [])));
      },
      { by: "language" },
    );
  } catch (error) {
    // The shopper's state failing is the page's 503 already.
    if (isThrownStatus(error)) throw error;
    if (isUnavailable(error)) throwApiFailure(error);
    logApiError(`measures ${categoryId ?? "all"}`, error);
    return false;
  }
}

/**
 * The panel's groups and price bounds (REST `api/filters`), cached per category and language. A
 * failure leaves the panel empty (logged, not cached) but the list still shows; an unreachable API
 * is a 503 like the list.
 */
async function loadFilterPanel(context: AppLoadContext, categoryId: string | null): Promise<FilterPanelData> {
  const scope = categoryId ?? "all";
  try {
    return await shopperAnswer(
      context,
      "listing",
      `filters|${scope}`,
      async () =>
        normalizeFilterPanel(
          await context.shopper.api.rest<unknown>("api/filters", { query: categoryId ? { category_id: categoryId } : {} }),
        ),
      { by: "language" },
    );
  } catch (error) {
    if (isThrownStatus(error)) throw error;
    if (isUnavailable(error)) throwApiFailure(error);
    // A store without the route (decision 225) has no filter panel: nothing to log every time.
    if (isAbsent(error)) return EMPTY_FILTER_PANEL;
    logApiError(`api/filters ${scope}`, error);
    return EMPTY_FILTER_PANEL;
  }
}
