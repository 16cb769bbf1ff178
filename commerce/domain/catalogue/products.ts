/**
 * Products as every list and detail query returns them: rows of the product_listing view (the
 * product with its current special, effective price, rating and brand), and what a product page
 * reads beyond the row. Cart, wishlist and compare reuse the same rows.
 */
import type { Queryable } from "@commerce/db/index";
import { groupBy } from "@commerce/domain/batch";
import { findByIdOrKeyword, limitCap } from "@commerce/domain/lists";
import { parseId } from "@commerce/domain/sql";

/** A row of the product_listing view. Numeric columns (prices) arrive as text. */
export interface ProductRow {
  id: number;
  model: string;
  sku: string;
  name: string;
  short_description: string;
  description: string;
  price: string;
  quantity: number;
  low_stock_level: number;
  minimum: number;
  manufacturer_id: number | null;
  image: string;
  image_alt: string;
  keyword: string | null;
  sort_order: number;
  status: boolean;
  featured: boolean;
  viewed: number;
  date_added: Date;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  special_price: string | null;
  effective_price: string;
  rating: number;
  reviews_count: number;
  manufacturer_name: string | null;
  manufacturer_image: string | null;
  manufacturer_keyword: string | null;
}

/** Loads products by id, in the order of the ids given; unknown or disabled ids are skipped. */
export async function loadProductsByIds(db: Queryable, ids: readonly number[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!unique.length) return [];
  const { rows } = await db.query<ProductRow>(`select pl.* from product_listing pl where pl.id = any($1::int[])`, [unique]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)).filter((row): row is ProductRow => Boolean(row));
}

/** A product by id, or by SEO keyword; null when unknown or disabled. */
export async function findProduct(db: Queryable, idOrKeyword: unknown): Promise<ProductRow | null> {
  const id = parseId(idOrKeyword);
  if (id) return (await loadProductsByIds(db, [id]))[0] ?? null;
  return findByIdOrKeyword<ProductRow>(db, "product_listing pl", idOrKeyword);
}

export function isLowStock(row: Pick<ProductRow, "quantity" | "low_stock_level">): boolean {
  return row.quantity > 0 && row.quantity <= row.low_stock_level;
}

export interface ExtraField {
  name: string;
  value: string;
}

/** Products' filter options grouped per filter group (e.g. Shape: Round), keyed by product id. */
export async function loadExtraFields(db: Queryable, productIds: readonly number[]): Promise<Map<number, ExtraField[]>> {
  const { rows } = await db.query<ExtraField & { product_id: number }>(
    `select pf.product_id, fg.name, string_agg(f.name, ', ' order by f.sort_order, f.id) as value
       from product_filter pf
       join filter f on f.id = pf.filter_id
       join filter_group fg on fg.id = f.filter_group_id
      where pf.product_id = any($1::int[])
      group by pf.product_id, fg.id, fg.name, fg.sort_order
      order by pf.product_id, fg.sort_order, fg.id`,
    [productIds],
  );
  const grouped = groupBy(rows, "product_id");
  return new Map([...grouped].map(([id, list]) => [id, list.map(({ name, value }) => ({ name, value }))]));
}

/** The product's gallery, at most `limit` images (a contract limit: null, 0 or -1 means all). */
export async function loadImages(db: Queryable, productId: number, limit: number | null | undefined): Promise<string[]> {
  const { rows } = await db.query<{ image: string }>(
    `select image from product_image where product_id = $1 order by sort_order, id limit $2`,
    [productId, limitCap(limit)],
  );
  return rows.map((row) => row.image);
}

export interface ProductAttribute {
  name: string;
  options: string[];
}

export async function loadAttributes(db: Queryable, productId: number): Promise<ProductAttribute[]> {
  const { rows } = await db.query<{ name: string; options: unknown }>(
    `select name, options from product_attribute where product_id = $1 order by sort_order, name`,
    [productId],
  );
  return rows.map(({ name, options }) => ({ name, options: Array.isArray(options) ? options.map(String) : [] }));
}

/** The products shown as related to this one. */
export async function loadRelated(db: Queryable, productId: number, limit: number | null | undefined): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(
    `select pl.* from product_related r join product_listing pl on pl.id = r.related_id
      where r.product_id = $1 order by pl.sort_order, pl.id limit $2`,
    [productId, limitCap(limit)],
  );
  return rows;
}
