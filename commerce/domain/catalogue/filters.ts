/**
 * The catalogue's filters: the filter panel of a category (option groups with the options its
 * products have, and their price range) and the mega-menu entries that link to one option.
 */
import { withinTime, type Database, type Queryable } from "@commerce/db/index";
import { categoryTreeIds, SqlParams } from "@commerce/domain/sql";
import { refreshCatalogueSummary, WHOLE_CATALOGUE } from "./summary";

export type FilterType = "checkbox" | "radio" | "range";

export interface FilterOption {
  id: number;
  name: string;
  numericValue: number | null;
}

export interface FilterGroup {
  id: number;
  name: string;
  type: FilterType;
  options: FilterOption[];
  /** Range groups: the smallest and largest option value among the products; undefined otherwise. */
  min?: number;
  max?: number;
}

export interface FilterPanel {
  groups: FilterGroup[];
  /** Lowest and highest effective price among the products; null when there are none. */
  prices: { min: number; max: number } | null;
}

interface FilterOptionRow {
  group_id: number;
  group_name: string;
  group_type: FilterType;
  filter_id: number;
  filter_name: string;
  numeric_value: number | null;
}

/** How long the filter panel may take before the listing gets an empty one instead (it never fails the page). */
export const FILTER_PANEL_BUDGET_MS = 1500;

const EMPTY_PANEL: FilterPanel = { groups: [], prices: null };

/**
 * The filter panel of a category and its descendants (or of the whole catalogue when `categoryId`
 * is null), read from the catalogue summary: its cost grows with categories and filter options,
 * not with products. Time-boxed: a slow or failed answer is an empty panel, never an error.
 */
export async function filterPanel(db: Database, categoryId: number | null): Promise<FilterPanel> {
  try {
    await refreshCatalogueSummary(db);
    return await withinTime(db, FILTER_PANEL_BUDGET_MS, (q) => readFilterPanel(q, categoryId));
  } catch (error) {
    console.error(`The filter panel of category ${categoryId ?? "(all)"} failed; answering an empty one:`, error);
    return EMPTY_PANEL;
  }
}

async function readFilterPanel(db: Queryable, categoryId: number | null): Promise<FilterPanel> {
  const params = new SqlParams();
  const scope = params.add(categoryId ?? WHOLE_CATALOGUE);
  const categories = categoryId ? categoryTreeIds("category", scope) : scope;
  const [options, prices] = await Promise.all([
    db.query<FilterOptionRow>(
      `select g.id as group_id, g.name as group_name, g.type as group_type,
              f.id as filter_id, f.name as filter_name, f.numeric_value::float8 as numeric_value
         from filter f join filter_group g on g.id = f.filter_group_id
        where f.id in (select cf.filter_id from category_facet cf where cf.category_id in (${categories}))
        order by g.sort_order, g.id, f.sort_order, f.numeric_value, f.id`,
      params.values,
    ),
    db.query<{ min_price: number | null; max_price: number | null }>(
      `select min_price::float8 as min_price, max_price::float8 as max_price from category_summary where category_id = $1`,
      params.values,
    ),
  ]);

  const groups = new Map<number, FilterGroup>();
  for (const row of options.rows) {
    let group = groups.get(row.group_id);
    if (!group) groups.set(row.group_id, (group = { id: row.group_id, name: row.group_name, type: row.group_type, options: [] }));
    group.options.push({ id: row.filter_id, name: row.filter_name, numericValue: row.numeric_value });
    if (row.group_type === "range" && row.numeric_value != null) {
      group.min = Math.min(group.min ?? Infinity, row.numeric_value);
      group.max = Math.max(group.max ?? -Infinity, row.numeric_value);
    }
  }

  const { min_price, max_price } = prices.rows[0] ?? {};
  return { groups: [...groups.values()], prices: min_price == null || max_price == null ? null : { min: min_price, max: max_price } };
}

/** A mega-menu entry: it leads to the catalogue filtered by one option. */
export interface MenuEntry {
  name: string;
  filter_id: number;
}

export async function loadMenuShapes(db: Queryable): Promise<(MenuEntry & { image: string })[]> {
  return (await db.query<MenuEntry & { image: string }>(`select name, image, filter_id from menu_shape order by sort_order, id`)).rows;
}

export async function loadMenuColors(db: Queryable): Promise<(MenuEntry & { color: string })[]> {
  return (await db.query<MenuEntry & { color: string }>(`select name, color, filter_id from menu_color order by sort_order, id`)).rows;
}

export async function loadMenuFeatures(db: Queryable): Promise<MenuEntry[]> {
  return (await db.query<MenuEntry>(`select name, filter_id from menu_feature order by sort_order, id`)).rows;
}
