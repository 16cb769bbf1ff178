/**
 * Products as every list and detail query returns them: rows of the product_listing view,
 * resolved to the contract's Product type. Cart, wishlist and compare reuse the same rows.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import type { Resolvers } from "@commerce/graphql/types";
import { batchLoad, groupBy } from "./batch";
import { loadProductOptions } from "./cart-options";
import { limitCap } from "./lists";
import { itemUrl } from "./url";

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
  featured: boolean;
  date_added: Date | string;
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

/** Selects rows of the product_listing view; callers add where/order/limit. */
export const PRODUCT_COLUMNS = `pl.*`;

/** Loads products by id, in the order of the ids given; unknown or disabled ids are skipped. */
export async function loadProductsByIds(db: Queryable, ids: readonly number[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!unique.length) return [];
  const { rows } = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from product_listing pl where pl.id = any($1::int[])`, [unique]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)).filter((row): row is ProductRow => Boolean(row));
}

export function isLowStock(row: Pick<ProductRow, "quantity" | "low_stock_level">): boolean {
  return row.quantity > 0 && row.quantity <= row.low_stock_level;
}

const money = async (context: ApiContext, amount: string | number) => (await context.money()).format(Number(amount));

/** Field resolvers of Product that read only the row; detail fields (images, options…) query on demand. */
export const productRowFields: Resolvers[string] = {
  id: (p: ProductRow) => String(p.id),
  shortDescription: (p: ProductRow) => p.short_description,
  price: (p: ProductRow, _a, context) => money(context, p.price),
  original_price: (p: ProductRow, _a, context) => money(context, p.price),
  special: (p: ProductRow, _a, context) => (p.special_price == null ? "" : money(context, p.special_price)),
  tax: (p: ProductRow, _a, context) => money(context, p.effective_price),
  stock: (p: ProductRow) => p.quantity > 0,
  low_stock: (p: ProductRow) => isLowStock(p),
  imageAlt: (p: ProductRow) => p.image_alt || p.name,
  imageLazy: (p: ProductRow) => p.image,
  imageBig: (p: ProductRow) => p.image,
  rating: (p: ProductRow) => Math.round(Number(p.rating) * 10) / 10,
  reviewsCount: (p: ProductRow) => p.reviews_count,
  manufacturerId: (p: ProductRow) => (p.manufacturer_id == null ? null : String(p.manufacturer_id)),
  manufacturer: (p: ProductRow) =>
    p.manufacturer_id == null
      ? null
      : { id: p.manufacturer_id, name: p.manufacturer_name, image: p.manufacturer_image, keyword: p.manufacturer_keyword },
  url: (p: ProductRow, args: { url?: string }) => itemUrl(p.keyword, p.id, args.url, "/store/product/_id"),
  meta: (p: ProductRow) => ({ title: p.meta_title || p.name, description: p.meta_description, keyword: p.meta_keyword }),
  date_added: (p: ProductRow) => new Date(p.date_added).toISOString(),
};

/** A product's filter options grouped as the contract's ExtraField list (e.g. Shape: Round). */
async function loadExtraFields(db: Queryable, productIds: number[]): Promise<Map<number, { name: string; value: string }[]>> {
  const { rows } = await db.query<{ product_id: number; name: string; value: string }>(
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

/**
 * Product fields beyond the listing row. `extra` appears on tiles, so it is batched per request;
 * the others belong to the product page and query for the one product asked.
 */
export const productDetailFields: Resolvers[string] = {
  extra: async (p: ProductRow, _a, context) =>
    (await batchLoad(context, "product.extra", p.id, (ids) => loadExtraFields(context.db, ids))) ?? [],

  images: async (p: ProductRow, args: { limit?: number | null }, context) => {
    const { rows } = await context.db.query<{ image: string }>(
      `select image from product_image where product_id = $1 order by sort_order, id limit $2`,
      [p.id, limitCap(args.limit)],
    );
    return rows.map(({ image }) => ({ image, imageBig: image, imageLazy: image }));
  },

  attributes: async (p: ProductRow, _a, context) => {
    const { rows } = await context.db.query<{ name: string; options: unknown }>(
      `select name, options from product_attribute where product_id = $1 order by sort_order, name`,
      [p.id],
    );
    return rows.map(({ name, options }) => ({ name, options: Array.isArray(options) ? options.map(String) : [] }));
  },

  options: async (p: ProductRow, _a, context) => {
    const defs = (await batchLoad(context, "product.options", p.id, (ids) => loadProductOptions(context.db, ids))) ?? [];
    const currency = await context.money();
    return defs.map((def) => ({
      id: String(def.id),
      name: def.name,
      type: def.type,
      required: def.required,
      values: [...def.values.values()].map((value) => ({
        id: String(value.id),
        name: value.name,
        price: value.addOn === 0 ? "" : `${value.addOn < 0 ? "-" : "+"}${currency.format(Math.abs(value.addOn))}`,
      })),
    }));
  },

  reviews: async (p: ProductRow, _a, context) => {
    const { rows } = await context.db.query(
      `select author, author_email, content, created_at, rating from review
        where product_id = $1 and status order by created_at desc, id desc`,
      [p.id],
    );
    return rows.map(reviewOut);
  },

  products: async (p: ProductRow, args: { limit?: number | null }, context) => {
    const { rows } = await context.db.query<ProductRow>(
      `select pl.* from product_related r join product_listing pl on pl.id = r.related_id
        where r.product_id = $1 order by pl.sort_order, pl.id limit $2`,
      [p.id, limitCap(args.limit)],
    );
    return rows;
  },
};

/** A review row (product or blog post) as the contract's review types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the domain layer has yet to type these rows
export function reviewOut(row: Record<string, any>) {
  return {
    author: row.author,
    author_email: row.author_email,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    rating: Number(row.rating),
  };
}
