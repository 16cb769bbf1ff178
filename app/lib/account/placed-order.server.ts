/**
 * The order placed page's lines: the order read back from the store (`accountOrder`, which answers
 * a guest the order their session has just placed), so a lens line shows its summary there as it
 * does in the cart and the order history. The prescription comes from the store, never from the
 * shop's session (docs/decisions/254-prescriptions-stay-in-the-form.md).
 */
import { storeCapabilities } from "~/lib/api/capabilities.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { Shopper } from "~/lib/shopper.server";
import { toOrderSummaries, type OrderSummary } from "./orders";
import { PlacedOrderDocument } from "./queries.server";

/** The placed order with its lines, or null when the store does not read it back (a stock store, a failure). */
export async function placedOrder(shopper: Shopper, orderId: string | null): Promise<OrderSummary | null> {
  if (!orderId) return null;
  const { extensions } = await storeCapabilities(shopper.api);
  if (!extensions) return null;
  try {
    const { accountOrder } = await shopper.api.request(PlacedOrderDocument, { id: orderId });
    return toOrderSummaries([accountOrder ?? null])[0] ?? null;
  } catch (error) {
    // The order is placed whatever happens here: the page confirms it without its lines.
    if (error instanceof CommerceApiError) return null;
    throw error;
  }
}
