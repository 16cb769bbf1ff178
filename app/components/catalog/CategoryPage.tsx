import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { CloseIcon, GridIcon, SingleColumnIcon } from "~/components/icons";
import { ProductGridSkeleton } from "~/components/listing/GridSkeleton";
import { itemAnchor, ProductGrid } from "~/components/listing/ProductGrid";
import { NoResults } from "~/components/search/NoResults";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { CategoryPageData } from "~/lib/catalog/category-page.server";
import { chosenFilters as listChosenFilters, type ChosenFilter } from "~/lib/catalog/filters";
import { EMPTY_CATEGORY_TEXT } from "~/lib/catalog/texts";
import {
  chosenRangesOf,
  clearChosenFilters,
  DEFAULT_MOBILE_COLUMNS,
  readMobileColumns,
  saveChosenFilters,
  saveMobileColumns,
  type MobileColumns,
} from "~/lib/listing/browser-storage";
import {
  canLoadMore,
  catalogHref,
  hasAnyFilter,
  parseCatalogQuery,
  pendingChange,
  withMore,
  withoutAnyFilter,
  type CatalogQuery,
} from "~/lib/listing/category-query";
import { INVALID_PRICE } from "~/lib/price";
import * as styles from "./catalog.css";
import { CATALOG_ANCHOR, FilterPanel } from "./FilterPanel";
import { FitSearch } from "./FitSearch";
import { SortMenu } from "./SortMenu";

/** Skeleton tiles while a new list loads: one desktop row more than fits the fold. */
const SKELETON_TILES = 8;

/**
 * The category catalog (docs/product/catalog.md: category catalog): title, description, Filters, sort, the grid,
 * 'Viewing 1 - N of total' with its bar and Load More, the chosen filters as badges. Renders at the
 * id route, at /store/category and at a category's keyword URL: every link is built from the
 * current pathname.
 */
export function CategoryPage({ page }: { page: CategoryPageData }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [filtersPending, setFiltersPending] = useState(false);
  const [columns, setColumns] = useMobileColumns();
  const { query, filterPanel, products, total } = page;
  const chosen = listChosenFilters(query, filterPanel);
  useChosenFiltersMirror(pathname, query);

  const target = navigation.state === "loading" ? navigation.location : undefined;
  const change = target?.pathname === pathname ? pendingChange(query, parseCatalogQuery(new URLSearchParams(target.search)).query) : "none";
  const reloading = filtersPending || change === "reload";

  return (
    <Container className={styles.page}>
      <header className={styles.heading}>
        {page.kind === "search" ? <span className={styles.eyebrow}>Search results</span> : null}
        <h1 className={styles.title}>{page.title}</h1>
        {page.descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
        {page.subcategories.length ? (
          <ul className={styles.chips} aria-label="Collections">
            {page.subcategories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className={styles.chip} prefetch="intent">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      {page.problems.includes("price") ? (
        <p className={styles.alert} role="alert">
          {INVALID_PRICE}: the price filter in the address was ignored.
        </p>
      ) : null}

      {page.fitSearch.offered ? <FitSearch query={query} fitSearch={page.fitSearch} pathname={pathname} /> : null}

      <div className={styles.toolbar} id={CATALOG_ANCHOR}>
        <FilterPanel
          panel={filterPanel}
          query={query}
          pathname={pathname}
          chosenCount={chosen.length}
          onPendingChange={setFiltersPending}
        />
        <div className={styles.toolbarEnd}>
          <span className={styles.resultCount}>{total === 1 ? "1 product" : `${total} products`}</span>
          <SortMenu query={query} pathname={pathname} />
          <ColumnToggle value={columns} onChange={setColumns} />
        </div>
      </div>

      {chosen.length ? <ChosenFilterBar chosen={chosen} query={query} pathname={pathname} /> : null}

      <div className={styles.results} aria-busy={reloading || change === "more"}>
        {reloading ? (
          <ProductGridSkeleton count={Math.min(SKELETON_TILES, Math.max(products.length, 4))} mobileColumns={columns} />
        ) : products.length ? (
          <ProductGrid products={products} mobileColumns={columns} label={page.title} />
        ) : (
          <EmptyCatalog page={page} pathname={pathname} />
        )}
        {!reloading ? (
          <CatalogProgress query={query} shown={products.length} total={total} pathname={pathname} loadingMore={change === "more"} />
        ) : null}
      </div>
    </Container>
  );
}

function EmptyCatalog({ page, pathname }: { page: CategoryPageData; pathname: string }) {
  return (
    <div className={styles.empty}>
      {/* A search with no results: the product's panel with its quick links, as the search page and the dropdown show it. */}
      {page.kind === "search" ? <NoResults /> : <p>{EMPTY_CATEGORY_TEXT}</p>}
      {hasAnyFilter(page.query) ? (
        <ButtonLink
          to={catalogHref(pathname, withoutAnyFilter(page.query))}
          variant="outline"
          preventScrollReset
          onClick={() => clearChosenFilters()}
        >
          Reset filters
        </ButtonLink>
      ) : null}
    </div>
  );
}

function ChosenFilterBar({ chosen, query, pathname }: { chosen: ChosenFilter[]; query: CatalogQuery; pathname: string }) {
  return (
    <ul className={styles.chosen} aria-label="Chosen filters">
      {chosen.map((filter) => (
        <li key={filter.key}>
          <Link
            to={catalogHref(pathname, filter.without)}
            className={styles.chosenBadge}
            preventScrollReset
            aria-label={`Remove filter ${filter.label}`}
          >
            {filter.label}
            <CloseIcon size={14} />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={catalogHref(pathname, withoutAnyFilter(query))}
          className={styles.resetLink}
          preventScrollReset
          onClick={() => clearChosenFilters()}
        >
          Reset filters
        </Link>
      </li>
    </ul>
  );
}

interface CatalogProgressProps {
  query: CatalogQuery;
  shown: number;
  total: number;
  pathname: string;
  loadingMore: boolean;
}

/**
 * 'Viewing 1 - N of total', its bar, and Load More (+20). Without JavaScript Load More is a link to
 * the next size that lands on the first new tile; with it the list grows in place (no scroll jump,
 * the address replaced so Back leaves the catalog rather than shrinking it).
 */
function CatalogProgress({ query, shown, total, pathname, loadingMore }: CatalogProgressProps) {
  const navigate = useNavigate();
  if (!total) return null;
  const more = withMore(query, total);
  const href = catalogHref(pathname, more);
  return (
    <div className={styles.progress}>
      <p className={styles.viewing}>
        Viewing 1 - {shown} of {total}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Products shown"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
      >
        <div className={styles.barFill} style={{ width: `${Math.round((shown / total) * 100)}%` }} />
      </div>
      {canLoadMore(query, total) ? (
        loadingMore ? (
          <span className={styles.loader} role="status">
            Loading more products…
          </span>
        ) : (
          <ButtonLink
            to={`${href}#${itemAnchor(shown + 1)}`}
            variant="dark"
            className={styles.loadMore}
            rel="nofollow"
            onClick={(event) => {
              event.preventDefault();
              navigate(href, { preventScrollReset: true, replace: true });
            }}
          >
            Load More
          </ButtonLink>
        )
      ) : null}
    </div>
  );
}

/**
 * Phones: one or two columns (docs/product/catalog.md: default 2, kept in local storage). Radio buttons, so without
 * JavaScript the choice still applies (by CSS) to the page at hand.
 */
function ColumnToggle({ value, onChange }: { value: MobileColumns; onChange(columns: MobileColumns): void }) {
  const option = (columns: MobileColumns, label: string, icon: JSX.Element) => (
    <label className={styles.columnOption} title={label}>
      <input
        type="radio"
        name="columns"
        value={columns}
        className="visually-hidden"
        checked={value === columns}
        onChange={() => onChange(columns)}
        aria-label={label}
      />
      {icon}
    </label>
  );
  return (
    <fieldset className={styles.columnToggle}>
      <legend className="visually-hidden">Columns</legend>
      {option(1, "One column", <SingleColumnIcon size={18} />)}
      {option(2, "Two columns", <GridIcon size={18} />)}
    </fieldset>
  );
}

/** The phone column count: the default on the server, the saved one once the browser runs. */
function useMobileColumns(): [MobileColumns, (columns: MobileColumns) => void] {
  const [columns, setColumns] = useState<MobileColumns>(DEFAULT_MOBILE_COLUMNS);
  useEffect(() => setColumns(readMobileColumns()), []);
  const choose = useCallback((next: MobileColumns) => {
    setColumns(next);
    saveMobileColumns(next);
  }, []);
  return [columns, choose];
}

/** Mirrors the address's range selections into local storage (`chosenFilters`); the address wins. */
function useChosenFiltersMirror(pathname: string, query: CatalogQuery) {
  const signature = JSON.stringify(chosenRangesOf(query));
  useEffect(() => {
    saveChosenFilters({ path: pathname, ranges: JSON.parse(signature) });
  }, [pathname, signature]);
}
