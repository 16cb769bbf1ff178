import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { GridIcon, ListIcon } from "~/components/icons";
import { Button } from "~/components/ui/Button";
import { EnhancedMarker, useHydrated } from "~/lib/forms/progressive";
import { LISTING_SIZES, listingHref, withSortAndSize, type ListingMode, type ListingQuery } from "~/lib/listing/paged-query";
import { SORT_OPTIONS, sortOptionFromValue, sortOptionOf } from "~/lib/listing/sort";
import * as styles from "./listing.css";

interface SortBarProps {
  query: ListingQuery;
  mode: ListingMode;
  pathname: string;
  /** The current address (pathname and query), where the mode form returns. */
  here: string;
  /** The route whose action stores the mode cookie. */
  modeAction: string;
  onModeChange(mode: ListingMode): void;
}

/**
 * The sort bar of the brand and specials pages (docs/product/catalog.md): grid/list toggle (hidden on small screens),
 * 'Product Compare', 'Sort by:' and 'Show:'. Without JavaScript the toggle is a form post and the
 * selects a GET form with a button; with it the toggle is a fetcher and the selects apply on
 * change. Changing sort or size keeps the other and drops the page.
 */
export function SortBar({ query, mode, pathname, here, modeAction, onModeChange }: SortBarProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const modeFetcher = useFetcher();
  const current = sortOptionOf(query.sort, query.order);

  function onSelect(event: ChangeEvent<HTMLSelectElement>) {
    const { name, value } = event.currentTarget;
    const next = name === "size" ? withSortAndSize(query, { size: Number(value) }) : withSortAndSize(query, sortOptionFromValue(value));
    navigate(listingHref(pathname, next), { preventScrollReset: true });
  }

  return (
    <div className={styles.sortBar}>
      <modeFetcher.Form
        method="post"
        action={modeAction}
        className={styles.modeForm}
        aria-label="Display"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "grid" || submitter?.value === "list") onModeChange(submitter.value);
        }}
      >
        <input type="hidden" name="redirectTo" value={here} />
        <EnhancedMarker />
        <button type="submit" name="mode" value="grid" className={styles.modeButton} aria-pressed={mode === "grid"} title="Grid">
          <GridIcon size={18} />
          <span className="visually-hidden">Grid</span>
        </button>
        <button type="submit" name="mode" value="list" className={styles.modeButton} aria-pressed={mode === "list"} title="List">
          <ListIcon size={18} />
          <span className="visually-hidden">List</span>
        </button>
      </modeFetcher.Form>

      <Link to="/store/compare" className={styles.compareLink}>
        Product Compare
      </Link>

      <Form method="get" action={pathname} className={styles.selects} aria-label="Sort and size" preventScrollReset>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>Sort by:</span>
          <select
            name="sort"
            className={styles.select}
            defaultValue={current.value}
            key={`sort-${current.value}`}
            onChange={hydrated ? onSelect : undefined}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>Show:</span>
          <select
            name="size"
            className={styles.select}
            defaultValue={String(query.size)}
            key={`size-${query.size}`}
            onChange={hydrated ? onSelect : undefined}
          >
            {LISTING_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <Button type="submit" variant="outline" size="sm">
            Apply
          </Button>
        )}
      </Form>
    </div>
  );
}
