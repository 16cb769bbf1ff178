/**
 * The nine sort options of every product listing (docs/product/texts-and-constants.md#numbers), as field|direction pairs with
 * their labels. The URL carries them as the product's `sort` and `order` parameters.
 *
 * Rating: docs/product labels rating|ASC "Highest" and rating|DESC "Lowest". The store's API sorts
 * rating ASC lowest first (as OpenCart does), so the URL keeps the product's pairs and the call to the
 * API swaps the direction for rating only (`toApiSort`): "Highest" really lists the best rated
 * first (docs/decisions/101-sort-options-and-rating.md).
 */

export const SORT_FIELDS = ["id", "name", "price", "rating", "model"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = "ASC" | "DESC";

export interface SortChoice {
  sort: SortField;
  order: SortOrder;
}

export interface SortOption extends SortChoice {
  /** "price|ASC": the value of a select option. */
  value: string;
  label: string;
}

const option = (sort: SortField, order: SortOrder, label: string): SortOption => ({ sort, order, value: `${sort}|${order}`, label });

/** The store's own order: what an address without a sort, or with an unknown one, shows. */
export const DEFAULT_SORT_OPTION = option("id", "ASC", "Default");

export const SORT_OPTIONS: readonly SortOption[] = [
  DEFAULT_SORT_OPTION,
  option("name", "ASC", "Name (A - Z)"),
  option("name", "DESC", "Name (Z - A)"),
  option("price", "ASC", "Price (Low > High)"),
  option("price", "DESC", "Price (High > Low)"),
  option("rating", "ASC", "Rating (Highest)"),
  option("rating", "DESC", "Rating (Lowest)"),
  option("model", "ASC", "Model (A - Z)"),
  option("model", "DESC", "Model (Z - A)"),
];

export const DEFAULT_SORT: SortChoice = { sort: "id", order: "ASC" };

/** The option for a sort and order as they come from a URL; unknown pairs (id|DESC, junk) → the default. */
export function sortOptionOf(sort: string | null | undefined, order: string | null | undefined): SortOption {
  const field = (sort ?? "").trim().toLowerCase();
  const direction = (order ?? "").trim().toUpperCase() === "DESC" ? "DESC" : "ASC";
  return SORT_OPTIONS.find((o) => o.sort === field && o.order === direction) ?? DEFAULT_SORT_OPTION;
}

/** "price|DESC" (a select's value) → the option; unknown → the default. */
export function sortOptionFromValue(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((o) => o.value === value) ?? DEFAULT_SORT_OPTION;
}

export function isDefaultSort(choice: SortChoice): boolean {
  return choice.sort === DEFAULT_SORT.sort && choice.order === DEFAULT_SORT.order;
}

/** The productsList `sort` and `order` for a listing's choice (rating's direction swapped, see above). */
export function toApiSort(choice: SortChoice): { sort: SortField; order: SortOrder } {
  if (choice.sort !== "rating") return { sort: choice.sort, order: choice.order };
  return { sort: "rating", order: choice.order === "ASC" ? "DESC" : "ASC" };
}
