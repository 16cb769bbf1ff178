/**
 * The customer's orders as the account pages show them (store extension `accountOrdersList`, see
 * commerce/schema/extensions.graphql): date, status, total and the ordered items.
 */
import type { OrderSummaryFieldsFragment } from "~/lib/api/generated/graphql";
import { optionValueText } from "~/lib/cart/cart-options";

export interface OrderItem {
  productId: string;
  name: string;
  model: string;
  quantity: number;
  price: string;
  total: string;
  options: { name: string; value: string }[];
}

export interface OrderSummary {
  id: string;
  status: string;
  /** ISO date and time, for <time dateTime>. */
  placedAt: string;
  /** "Sep 1, 2025", formatted once on the server so server and browser render the same text. */
  placedOn: string;
  total: string;
  items: OrderItem[];
  /** Units across all lines. */
  itemCount: number;
  /** Shipped or complete with an item not already going back (docs/decisions/340-return-request-checks.md); false when the store does not say. */
  returnable: boolean;
  /** The return requests filed for it, oldest first. */
  returns: OrderReturn[];
}

export interface OrderReturn {
  /** The reference number, shown as "R{id}". */
  id: string;
  product: string;
  status: string;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function toOrderSummaries(nodes: readonly (OrderSummaryFieldsFragment | null)[] | null | undefined): OrderSummary[] {
  return (nodes ?? []).flatMap((node) => {
    if (!node?.id) return [];
    const items = (node.products ?? []).flatMap((line) =>
      line
        ? [
            {
              productId: line.product_id ?? "",
              name: line.name ?? "",
              model: line.model ?? "",
              quantity: line.quantity ?? 0,
              price: line.price ?? "",
              total: line.total ?? "",
              options: (line.option ?? []).flatMap((option) =>
                option?.name ? [{ name: option.name, value: optionValueText(option.type, option.value ?? "") }] : [],
              ),
            },
          ]
        : [],
    );
    const placed = node.date_added ? new Date(node.date_added) : null;
    const valid = placed && !Number.isNaN(placed.getTime());
    return [
      {
        id: node.id,
        status: node.status ?? "",
        placedAt: valid ? placed.toISOString() : "",
        placedOn: valid ? DATE_FORMAT.format(placed) : "",
        total: node.total ?? "",
        items,
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        returnable: node.returnable === true,
        returns: (node.returns ?? []).flatMap((entry) =>
          entry?.return_id ? [{ id: entry.return_id, product: entry.product ?? "", status: entry.status ?? "" }] : [],
        ),
      },
    ];
  });
}

/** A status badge's tone: waiting on something, under way, or anything else. */
export function statusTone(status: string): "warning" | "accent" | "neutral" {
  const key = status.toLowerCase();
  if (key.includes("pending") || key.includes("awaiting")) return "warning";
  if (key.includes("processing") || key.includes("shipped") || key.includes("complete")) return "accent";
  return "neutral";
}

/** The return request page, which prefills the order from `?order_id=` (docs/product/accounts.md). */
export const RETURN_REQUEST_PATH = "/account/return";

export function returnRequestHref(orderId: string): string {
  return `${RETURN_REQUEST_PATH}?${new URLSearchParams({ order_id: orderId })}`;
}
