/**
 * Products as every list and detail query returns them: rows of the product_listing view,
 * resolved to the contract's Product type. Cart, wishlist and compare reuse the same rows.
 */
import type { Queryable } from "../../db/index";
import type { ApiContext } from "../context";
import type { Resolvers } from "../types";
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
