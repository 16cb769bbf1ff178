/**
 * An independent reading of the catalogue for the API tests: raw table rows, with the current
 * special, effective price, rating and category trees worked out here in plain TypeScript, so the
 * tests check the API's SQL against a second implementation rather than against itself.
 */
import type { Queryable } from "@commerce/db/index";

export interface OracleProduct {
  id: number;
  name: string;
  model: string;
  sku: string;
  shortDescription: string;
  /** The product's tags (meta keywords). */
  metaKeyword: string;
  keyword: string | null;
  price: number;
  special: number | null;
  effectivePrice: number;
  rating: number;
  sortOrder: number;
  dateAdded: number;
  manufacturerId: number | null;
  manufacturerName: string;
  categoryIds: number[];
  filterIds: number[];
}

export interface OracleFilter {
  id: number;
  name: string;
  groupId: number;
  groupType: "checkbox" | "radio" | "range";
  value: number | null;
}

export interface Catalogue {
  /** Enabled products only (what the API lists). */
  products: OracleProduct[];
  disabledProductIds: number[];
  categories: { id: number; parentId: number; status: boolean; keyword: string | null }[];
  filters: OracleFilter[];
  byId: Map<number, OracleProduct>;
}

export async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const q = async <T>(sql: string) => (await db.query(sql)).rows as T[];
  const [[{ today }], products, specials, reviews, links, productFilters, categories, filters, manufacturers] = await Promise.all([
    q<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`),
    q<any>(`select id, name, model, sku, short_description, meta_keyword, keyword, price::float8 as price, sort_order, status, manufacturer_id,
              extract(epoch from date_added)::float8 * 1000 as date_added from product`),
    q<any>(`select product_id, price::float8 as price, priority, to_char(date_start, 'YYYY-MM-DD') as date_start,
              to_char(date_end, 'YYYY-MM-DD') as date_end from product_special`),
    q<any>(`select product_id, rating, status from review`),
    q<any>(`select product_id, category_id from product_to_category`),
    q<any>(`select product_id, filter_id from product_filter`),
    q<any>(`select id, parent_id, status, keyword from category`),
    q<any>(
      `select f.id, f.name, f.filter_group_id, g.type, f.numeric_value::float8 as value from filter f join filter_group g on g.id = f.filter_group_id`,
    ),
    q<any>(`select id, name from manufacturer`),
  ]);

  const brandName = new Map(manufacturers.map((m) => [m.id, m.name as string]));
  const list = <K>(rows: any[], key: string, value: string) => {
    const map = new Map<K, number[]>();
    for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row[value]]);
    return map;
  };
  const categoriesOf = list<number>(links, "product_id", "category_id");
  const filtersOf = list<number>(productFilters, "product_id", "filter_id");

  const all: OracleProduct[] = products.map((p) => {
    const current = specials
      .filter((s) => s.product_id === p.id && (!s.date_start || s.date_start <= today) && (!s.date_end || s.date_end >= today))
      .sort((a, b) => a.priority - b.priority || a.price - b.price)[0];
    const ratings = reviews.filter((r) => r.product_id === p.id && r.status).map((r) => r.rating);
    const special = current ? current.price : null;
    return {
      id: p.id,
      name: p.name,
      model: p.model,
      sku: p.sku,
      shortDescription: p.short_description,
      metaKeyword: p.meta_keyword,
      keyword: p.keyword,
      price: p.price,
      special,
      effectivePrice: special ?? p.price,
      rating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
      sortOrder: p.sort_order,
      dateAdded: p.date_added,
      manufacturerId: p.manufacturer_id,
      manufacturerName: brandName.get(p.manufacturer_id) ?? "",
      categoryIds: categoriesOf.get(p.id) ?? [],
      filterIds: filtersOf.get(p.id) ?? [],
    };
  });
  const enabled = new Set(products.filter((p) => p.status).map((p) => p.id));
  const visible = all.filter((p) => enabled.has(p.id));
  return {
    products: visible,
    disabledProductIds: all.filter((p) => !enabled.has(p.id)).map((p) => p.id),
    categories: categories.map((c) => ({ id: c.id, parentId: c.parent_id, status: c.status, keyword: c.keyword })),
    filters: filters.map((f) => ({ id: f.id, name: f.name, groupId: f.filter_group_id, groupType: f.type, value: f.value })),
    byId: new Map(visible.map((p) => [p.id, p])),
  };
}

/** A category and its enabled descendants, at any depth. */
export function categoryTree(catalogue: Catalogue, rootId: number): Set<number> {
  const tree = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of catalogue.categories) {
      if (c.status && tree.has(c.parentId) && !tree.has(c.id)) {
        tree.add(c.id);
        grew = true;
      }
    }
  }
  return tree;
}

export function productsInCategory(catalogue: Catalogue, rootId: number): OracleProduct[] {
  const tree = categoryTree(catalogue, rootId);
  return catalogue.products.filter((p) => p.categoryIds.some((id) => tree.has(id)));
}

/** '$1,234.50' for an amount in a currency with its symbols, as the store formats prices. */
export function formatPrice(
  amount: number,
  currency: { symbol_left: string; symbol_right: string; value: number; decimal_place: number },
): string {
  const converted = amount * currency.value;
  const digits = Math.abs(converted).toLocaleString("en-US", {
    minimumFractionDigits: currency.decimal_place,
    maximumFractionDigits: currency.decimal_place,
  });
  return `${converted < 0 ? "-" : ""}${currency.symbol_left}${digits}${currency.symbol_right}`;
}

export const ids = (items: { id: string | number }[]) => items.map((item) => Number(item.id));
export const sortedIds = (items: { id: string | number }[]) => ids(items).sort((a, b) => a - b);
