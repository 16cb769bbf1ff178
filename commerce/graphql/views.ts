/** Mappings the resolvers share: domain rows to the contract's types (Meta, urls, reviews, totals, orders). */
import { Kind, type GraphQLResolveInfo, type SelectionNode } from "graphql";
import type { Queryable } from "@commerce/db/index";
import { statusName, type OrderDetails } from "@commerce/domain/account/orders";
import { RETURNABLE_ORDER_STATUSES, returnsOfOrders, returnStatusName } from "@commerce/domain/account/returns";
import type { ReviewRow } from "@commerce/domain/catalogue/reviews";
import { orderMoney, roundCents, type Money } from "@commerce/domain/money/money";
import type { CartTotal, Meta, Order, ProductReview } from "./generated/resolvers";

/** The contract's Meta of a row with meta columns: the title falls back to the item's name. */
export function metaOf(row: { meta_title: string; meta_description: string; meta_keyword: string }, name: string): Meta {
  return { title: row.meta_title || name, description: row.meta_description, keyword: row.meta_keyword };
}

/**
 * The contract's url(url: pattern) field: `/keyword` when the item has an SEO keyword,
 * otherwise the pattern with `_id` replaced (as VueFront's OpenCart module does).
 */
export function itemUrl(
  keyword: string | null | undefined,
  id: number,
  pattern: string | null | undefined,
  fallbackPattern: string,
): string {
  if (keyword) return `/${keyword}`;
  return (pattern || fallbackPattern).replace("_id", String(id));
}

/** A review row (product or blog post) as the contract's review types (ProductReview and postReview share a shape). */
export function reviewView(row: ReviewRow): Omit<ProductReview, "__typename"> {
  return {
    author: row.author,
    author_email: row.author_email,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    rating: Number(row.rating),
  };
}

/** A total line as the CartTotal type: value converted to the display currency, text formatted. */
export function totalView(
  line: { code: string; title: string; value: number; sort_order: number; data: string | null },
  money: Money,
): CartTotal {
  return { ...line, value: roundCents(money.convert(line.value)), text: money.format(line.value) };
}

/** Orders as the Order type with the store's extensions, each in its own currency and rate. */
export async function orderViews(db: Queryable, details: readonly OrderDetails[]): Promise<Order[]> {
  const returns = await returnsOfOrders(
    db,
    details.map(({ order }) => order.id),
  );
  return Promise.all(
    details.map(async ({ order, products, totals }) => {
      const money = await orderMoney(db, order);
      const own = returns.filter((row) => row.order_id === String(order.id));
      const open = new Set(own.filter((row) => row.status !== "complete").map((row) => row.product_id));
      return {
        id: String(order.id),
        status: statusName(order.status),
        date_added: new Date(order.created_at).toISOString(),
        total: money.format(order.total),
        email: order.email,
        payment_method: order.payment_method,
        shipping_method: order.shipping_method,
        products: products.map((row) => ({
          product_id: String(row.product_id),
          name: row.name,
          model: row.model,
          quantity: row.quantity,
          price: money.format(row.price),
          total: money.format(row.total),
          option: (row.options ?? []).map(({ name, type, value }) => ({ name, type, value })),
        })),
        totals: totals.map((row) => totalView({ ...row, data: null }, money)),
        returnable: RETURNABLE_ORDER_STATUSES.includes(order.status) && products.some((row) => !open.has(row.product_id)),
        returns: own.map((row) => ({
          return_id: String(row.id),
          product_id: row.product_id == null ? null : String(row.product_id),
          product: row.product,
          status: returnStatusName(row.status),
          date_added: new Date(row.created_at).toISOString(),
        })),
      };
    }),
  );
}

/**
 * Whether the operation asks for any of `names` directly under this field (through fragments too):
 * a list asked only for its content need not count its rows.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return wanted.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections);
      const fragment = info.fragments[selection.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet?.selections ?? []));
}
