/**
 * The filter panel's data, read from the store's `api/filters` route (docs/product/catalog.md: filter
 * groups with their options, price bounds default 0 and 1000), and the chosen filters shown as
 * removable badges. Pure, so it is unit-tested and runs on both sides.
 */
import { withoutFilter, withoutFit, withoutPrice, withoutRange, type CatalogQuery } from "~/lib/listing/category-query";
import { formatFrameSize } from "~/lib/listing/frame-size";
import { formatBound, DEFAULT_PRICE_BOUNDS, type BoundRange } from "~/lib/listing/price-range";

export type FilterKind = "checkbox" | "radio" | "range";

export interface FilterOption {
  id: string;
  name: string;
  /** Range groups: the option's number (e.g. 48 for "48 mm"). */
  value: number | null;
}

export interface FilterGroup {
  id: string;
  name: string;
  kind: FilterKind;
  options: FilterOption[];
  /** Range groups: the smallest and largest option value, null for other kinds. */
  min: number | null;
  max: number | null;
  /** Range groups: the unit their option names share ("mm" for "48 mm"), else "". */
  unit: string;
}

/** The currency the price filter is shown and typed in, and its rate to the store's base currency. */
export interface PriceCurrency {
  code: string;
  rate: number;
  symbolLeft: string;
  symbolRight: string;
}

/** The store's base currency as the panel assumed before it knew rates: dollars. */
export const BASE_PRICE_CURRENCY: PriceCurrency = { code: "", rate: 1, symbolLeft: "$", symbolRight: "" };

export interface FilterPanelData {
  groups: FilterGroup[];
  /**
   * Whole units that contain every price, in `currency` (the store sends base currency; see
   * `panelInCurrency`); null when the store cannot filter by price (decision 165).
   */
  prices: { min: number; max: number } | null;
  /** Each currency's rate to the base currency, as the store gave them (`currency_rates`). */
  rates: Record<string, number>;
  currency: PriceCurrency;
}

export const EMPTY_FILTER_PANEL: FilterPanelData = {
  groups: [],
  prices: { ...DEFAULT_PRICE_BOUNDS },
  rates: {},
  currency: BASE_PRICE_CURRENCY,
};

const KINDS: readonly FilterKind[] = ["checkbox", "radio", "range"];

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const number = (value: unknown): number | null => {
  if (value == null || value === "") return null;
  const parsed = typeof value === "number" ? value : Number.parseFloat(String(value));
  return Number.isFinite(parsed) ? parsed : null;
};
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/**
 * The route's answer, made safe to render: groups without an id, a name or options are dropped;
 * the kind is `filter_type`, else `field_type`, else checkbox (the product's default); a range
 * option's number is its `value`, else the number its name starts with.
 */
export function normalizeFilterPanel(raw: unknown): FilterPanelData {
  const body = record(raw);
  const groups: FilterGroup[] = [];
  for (const item of Array.isArray(body.filter_groups) ? body.filter_groups : []) {
    const group = record(item);
    const id = text(group.filter_group_id);
    const name = text(group.filter_group_name);
    const declared = text(group.filter_type) || text(group.field_type);
    const kind = (KINDS as readonly string[]).includes(declared) ? (declared as FilterKind) : "checkbox";
    const options = (Array.isArray(group.filter_options) ? group.filter_options : []).flatMap((entry): FilterOption[] => {
      const option = record(entry);
      const optionId = text(option.filter_id);
      const optionName = text(option.filter_name);
      if (!optionId || !optionName) return [];
      return [{ id: optionId, name: optionName, value: number(option.value) ?? (kind === "range" ? number(optionName) : null) }];
    });
    if (!id || !name || !options.length) continue;
    const values = options.map((option) => option.value).filter((value): value is number => value != null);
    const units = new Set(options.map((option) => /^\s*[\d.]+\s*(\S.*?)\s*$/.exec(option.name)?.[1] ?? ""));
    groups.push({
      id,
      name,
      kind,
      options,
      min: kind === "range" ? (number(group.min_value) ?? (values.length ? Math.min(...values) : null)) : null,
      max: kind === "range" ? (number(group.max_value) ?? (values.length ? Math.max(...values) : null)) : null,
      unit: kind === "range" && units.size === 1 ? ([...units][0] ?? "") : "",
    });
  }
  const prices = record(body.prices);
  const min = number(prices.min_price);
  const max = number(prices.max_price);
  const rates = Object.entries(record(body.currency_rates)).flatMap(([code, value]) => {
    const rate = number(value);
    return rate != null && rate > 0 ? [[code, rate] as const] : [];
  });
  return {
    groups,
    prices: min != null && max != null && min <= max ? { min, max } : { ...DEFAULT_PRICE_BOUNDS },
    rates: Object.fromEntries(rates),
    currency: BASE_PRICE_CURRENCY,
  };
}

/**
 * The panel in the shopper's currency: the price bounds converted with the store's rate, widened to
 * whole units. A currency whose rate the store did not give keeps the base currency's dollars (the
 * filter runs in them), so what is shown is always what is applied.
 */
export function panelInCurrency(panel: FilterPanelData, currency: Omit<PriceCurrency, "rate">): FilterPanelData {
  const rate = panel.rates[currency.code];
  if (rate == null) return panel;
  const prices = panel.prices && { min: Math.floor(panel.prices.min * rate), max: Math.ceil(panel.prices.max * rate) };
  return { ...panel, prices, currency: { ...currency, rate } };
}

/**
 * A price range the shopper gave in their currency, in the base currency productsList filters on.
 * Half a cent either way keeps a tile whose shown (rounded) price equals a bound.
 */
export function priceRangeInBase(range: BoundRange, currency: PriceCurrency): BoundRange {
  if (currency.rate === 1) return range;
  const toBase = (value: number | null, nudge: number) => (value == null ? null : Math.max(0, (value + nudge) / currency.rate));
  return { min: toBase(range.min, -0.005), max: toBase(range.max, 0.005) };
}

export interface ChosenFilter {
  /** Stable identity: `filter:12`, `price`, `range:7`, `fit`. */
  key: string;
  label: string;
  /** The state once this one is removed. */
  without: CatalogQuery;
}

const rangeText = (range: BoundRange, format: (value: number) => string) => {
  if (range.min != null && range.max != null) return `${format(range.min)} – ${format(range.max)}`;
  if (range.min != null) return `from ${format(range.min)}`;
  return `up to ${format(range.max!)}`;
};

/** A price bound with the currency's symbols: "$100", "100 €". */
export const formatPriceBound = (value: number, currency: PriceCurrency) =>
  `${currency.symbolLeft}${formatBound(value)}${currency.symbolRight}`;

/** Every chosen option, the price range and each range group's bounds, in the panel's order. */
export function chosenFilters(query: CatalogQuery, panel: FilterPanelData): ChosenFilter[] {
  const chosen: ChosenFilter[] = [];
  const known = new Set<string>();
  for (const group of panel.groups) {
    for (const option of group.options) {
      if (group.kind === "range" || !query.filters.includes(option.id)) continue;
      known.add(option.id);
      chosen.push({ key: `filter:${option.id}`, label: `${group.name}: ${option.name}`, without: withoutFilter(query, option.id) });
    }
  }
  // Ids this category's panel does not list still narrow the list: they stay removable.
  for (const id of query.filters) {
    if (!known.has(id)) chosen.push({ key: `filter:${id}`, label: `Filter ${id}`, without: withoutFilter(query, id) });
  }
  if (query.price.min != null || query.price.max != null) {
    chosen.push({
      key: "price",
      label: `Price: ${rangeText(query.price, (value) => formatPriceBound(value, panel.currency))}`,
      without: withoutPrice(query),
    });
  }
  for (const [groupId, range] of Object.entries(query.ranges)) {
    if (range.min == null && range.max == null) continue;
    const group = panel.groups.find((candidate) => candidate.id === groupId);
    const format = (value: number) => (group?.unit ? `${formatBound(value)} ${group.unit}` : formatBound(value));
    chosen.push({
      key: `range:${groupId}`,
      label: `${group?.name ?? `Filter group ${groupId}`}: ${rangeText(range, format)}`,
      without: withoutRange(query, groupId),
    });
  }
  if (query.fit) chosen.push({ key: "fit", label: `Fits like ${formatFrameSize(query.fit)}`, without: withoutFit(query) });
  return chosen;
}
