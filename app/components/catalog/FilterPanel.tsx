import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { CloseIcon, FilterIcon } from "~/components/icons";
import { Button, buttonClass } from "~/components/ui/Button";
import type { FilterGroup, FilterPanelData } from "~/lib/catalog/filters";
import { wrapTab } from "~/lib/focus-trap";
import { clearChosenFilters } from "~/lib/listing/browser-storage";
import {
  catalogHref,
  catalogQueryKey,
  FILTER_APPLY_DEBOUNCE_MS,
  queryFromPanel,
  RADIO_FIELD_PREFIX,
  withoutAnyFilter,
  type CatalogQuery,
} from "~/lib/listing/category-query";
import { FIT_PARAM, formatFrameSize } from "~/lib/listing/frame-size";
import { isDefaultSort } from "~/lib/listing/sort";
import { BoundInputs } from "./BoundInputs";
import * as page from "./catalog.css";
import * as styles from "./filters.css";

export const FILTER_PANEL_ID = "filters";
/** The list's anchor: closing the panel without JavaScript returns here. */
export const CATALOG_ANCHOR = "catalog";

interface FilterPanelProps {
  panel: FilterPanelData;
  query: CatalogQuery;
  pathname: string;
  /** Chosen filters, for the button's count. */
  chosenCount: number;
  /** True from the moment the closed panel's filters are waiting to apply. */
  onPendingChange(pending: boolean): void;
}

/**
 * The Filters button and its right-side panel (docs/product/catalog.md: category catalog). Without JavaScript the
 * button is a link to `#filters` (the panel opens with :target) and the panel a GET form whose
 * submit lists the result (the server turns its fields into the canonical address). With
 * JavaScript the choices apply when the panel closes, FILTER_APPLY_DEBOUNCE_MS later.
 */
export function FilterPanel({ panel, query, pathname, chosenCount, onPendingChange }: FilterPanelProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const applyTimer = useRef<ReturnType<typeof setTimeout>>();
  const currentHref = catalogHref(pathname, query);

  // A new address (applied, or a badge removed) leaves nothing waiting.
  useEffect(() => {
    clearTimeout(applyTimer.current);
    onPendingChange(false);
  }, [currentHref, onPendingChange]);

  useEffect(() => () => clearTimeout(applyTimer.current), []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
    // `close` reads the form through a ref: the one from this opening is current enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function draftHref(): string {
    const form = formRef.current;
    if (!form) return currentHref;
    const fields = [...new FormData(form).entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
    return catalogHref(pathname, queryFromPanel(query, new URLSearchParams(fields)));
  }

  function openPanel(event: MouseEvent) {
    event.preventDefault();
    // Reopened before the last choices applied: keep editing them.
    clearTimeout(applyTimer.current);
    onPendingChange(false);
    setOpen(true);
  }

  function close(event?: MouseEvent | FormEvent) {
    event?.preventDefault();
    setOpen(false);
    openerRef.current?.focus();
    const target = draftHref();
    if (target === currentHref) return;
    onPendingChange(true);
    clearTimeout(applyTimer.current);
    applyTimer.current = setTimeout(() => navigate(target, { preventScrollReset: true }), FILTER_APPLY_DEBOUNCE_MS);
  }

  const resetHref = catalogHref(pathname, withoutAnyFilter(query));

  return (
    <>
      <a
        ref={openerRef}
        href={`#${FILTER_PANEL_ID}`}
        className={buttonClass({ variant: "outline" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPanel}
      >
        <FilterIcon size={18} />
        Filters
        {chosenCount ? (
          <span className={page.filterCount} aria-label={`${chosenCount} chosen`}>
            {chosenCount}
          </span>
        ) : null}
      </a>

      <div id={FILTER_PANEL_ID} className={styles.root} data-open={open}>
        {/* Without JavaScript the backdrop is the way out of the :target panel; hidden from assistive tech, which has the close button. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
        <a href={`#${CATALOG_ANCHOR}`} className={styles.backdrop} tabIndex={-1} aria-hidden="true" onClick={close} />
        {/* Open, it is modal: Tab goes round inside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <section
          className={styles.drawer}
          role="dialog"
          aria-modal={open || undefined}
          aria-labelledby="filters-title"
          onKeyDown={open ? (event) => wrapTab(event, event.currentTarget) : undefined}
        >
          <header className={styles.head}>
            <h2 id="filters-title" className={styles.title}>
              Filters
            </h2>
            <a ref={closeRef} href={`#${CATALOG_ANCHOR}`} className={styles.close} aria-label="Close filters" onClick={close}>
              <CloseIcon />
            </a>
          </header>
          <form ref={formRef} key={catalogQueryKey(query)} method="get" action={pathname} className={styles.form} onSubmit={close}>
            {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
            {query.fit ? <input type="hidden" name={FIT_PARAM} value={formatFrameSize(query.fit)} /> : null}
            {isDefaultSort(query) ? null : (
              <>
                <input type="hidden" name="sort" value={query.sort} />
                <input type="hidden" name="order" value={query.order} />
              </>
            )}
            <div className={styles.body}>
              {panel.prices ? (
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>Price</legend>
                  <BoundInputs
                    label="Price"
                    names={{ min: "min_price", max: "max_price" }}
                    value={query.price}
                    limits={panel.prices}
                    prefix={panel.currency.symbolLeft.trim()}
                    unit={panel.currency.symbolRight.trim() || undefined}
                    storageKey="price"
                    path={pathname}
                  />
                </fieldset>
              ) : null}
              {panel.groups.map((group) => (
                <FilterGroupFields key={group.id} group={group} query={query} pathname={pathname} />
              ))}
            </div>
            <footer className={styles.foot}>
              <Link to={resetHref} className={page.resetLink} preventScrollReset onClick={() => clearChosenFilters()}>
                Reset filters
              </Link>
              <Button type="submit" variant="dark">
                Show results
              </Button>
            </footer>
          </form>
        </section>
      </div>
    </>
  );
}

function FilterGroupFields({ group, query, pathname }: { group: FilterGroup; query: CatalogQuery; pathname: string }) {
  if (group.kind === "range") {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{group.name}</legend>
        <BoundInputs
          label={group.name}
          names={{ min: `min_filters_${group.id}`, max: `max_filters_${group.id}` }}
          value={query.ranges[group.id] ?? { min: null, max: null }}
          limits={{ min: group.min, max: group.max }}
          unit={group.unit}
          storageKey={`range:${group.id}`}
          path={pathname}
        />
      </fieldset>
    );
  }
  const radio = group.kind === "radio";
  const chosenInGroup = group.options.some((option) => query.filters.includes(option.id));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.name}</legend>
      <div className={styles.options}>
        {radio ? (
          <label className={styles.option}>
            <input
              className={styles.optionInput}
              type="radio"
              name={`${RADIO_FIELD_PREFIX}${group.id}`}
              value=""
              defaultChecked={!chosenInGroup}
            />
            Any
          </label>
        ) : null}
        {group.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              className={styles.optionInput}
              type={radio ? "radio" : "checkbox"}
              name={radio ? `${RADIO_FIELD_PREFIX}${group.id}` : "filters"}
              value={option.id}
              defaultChecked={query.filters.includes(option.id)}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
