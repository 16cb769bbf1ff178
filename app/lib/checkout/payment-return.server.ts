/**
 * Coming back from the card payment page (docs/product/checkout.md, home page): the address carries
 * payment_intent, payment_intent_client_secret and redirect_status. On 'succeeded' the shop goes to
 * /, marks the order confirmed (a one-time flag that shows the thank-you modal) and empties the
 * cart. Anything else, and a failure to empty the cart, is only logged (docs/product/checkout.md).
 *
 * A declined or cancelled payment of the shopper's waiting card order goes to the payment failed
 * page: the store cancelled the order, gave its stock back and put its products back in the cart
 * (docs/decisions/262), so the shopper checks out again. It only shows the shopper their own order,
 * so it needs no confirmation.
 *
 * A GET must not change state on its own word (docs/decisions/134-payment-return-verification.md):
 * the return is believed only for a shopper with a card order waiting in their session, and only
 * when that order's payment page, asked by the server, confirms the payment with the same payment
 * intent and client secret. A forged or replayed return changes nothing and shows nothing.
 */
import { redirect } from "@remix-run/node";
import { logApiError } from "~/lib/api/client.server";
import { clearCartQuietly } from "~/lib/cart/cart.server";
import type { PendingCardOrder } from "~/lib/session.server";
import type { Shopper } from "~/lib/shopper.server";
import { CHECKOUT_PAYMENT_PATH } from "./steps";

export const PAYMENT_RETURN_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"] as const;

/** Throws the redirect home when `request` is a return from the payment page; otherwise does nothing. */
export async function handlePaymentReturn(request: Request, shopper: Shopper): Promise<void> {
  const query = new URL(request.url).searchParams;
  if (!PAYMENT_RETURN_PARAMS.every((name) => query.get(name))) return;
  if (request.method !== "GET") return;

  if (query.get("redirect_status") === "succeeded") {
    const pending = pendingOrderOf(shopper.getValue("pendingCardOrder"));
    if (pending && (await paymentConfirmed(shopper, pending, query))) {
      await confirmPaid(shopper, pending);
    } else {
      console.warn(`[payment] a return for ${query.get("payment_intent")} was not confirmed by the payment page: ignored`);
    }
  } else {
    const status = query.get("redirect_status");
    console.warn(`[payment] ${query.get("payment_intent")} came back ${status}: the store cancels the order`);
    const pending = pendingOrderOf(shopper.getValue("pendingCardOrder"));
    if (pending) {
      // The store put the order's products back in the cart: what was kept of the cart is stale.
      shopper.stateChanged();
      shopper.setValue("pendingCardOrder", { ...pending, outcome: status === "canceled" ? "canceled" : "failed" });
      throw redirect(CHECKOUT_PAYMENT_PATH);
    }
  }
  throw redirect("/");
}

/** A paid card order: nothing waits any more, the cart is emptied and home shows the thank-you once. */
async function confirmPaid(shopper: Shopper, pending: PendingCardOrder): Promise<void> {
  shopper.setValue("pendingCardOrder", undefined);
  await clearCartQuietly(shopper);
  shopper.flash("orderConfirmed", { orderId: pending.id });
}

/** What `/store/checkout-payment` shows of the session's card order. */
export type CardOrderState = { orderId: string } & (
  { state: "waiting"; paymentUrl: string } | { state: "failed" | "canceled" | "expired" }
);

/**
 * The session's card order as `/store/checkout-payment` shows it (docs/product/checkout.md). A
 * declined or cancelled payment came back and said so. Without such an outcome (a visit by address
 * or with the back button from the payment page) its payment page is asked: its form means the
 * order is still waiting for payment ("Pay now"); a redirect back with `succeeded` means it was paid
 * (the return was missed): confirmed as a return is, and home (a thrown redirect); gone means the
 * store ended it unpaid (its payment time ran out). A page that cannot be asked: still waiting, the
 * payment page itself will say. Undefined without a card order in the session.
 */
export async function cardOrderState(shopper: Shopper): Promise<CardOrderState | undefined> {
  const pending = pendingOrderOf(shopper.getValue("pendingCardOrder"));
  if (!pending) return undefined;
  const orderId = pending.id;
  if (pending.outcome) return { orderId, state: pending.outcome };
  let answer: Awaited<ReturnType<Shopper["api"]["pageAnswerOf"]>> = null;
  try {
    answer = await shopper.api.pageAnswerOf(pending.paymentUrl);
  } catch (error) {
    logApiError("payment page", error);
  }
  if (answer?.location?.searchParams.get("redirect_status") === "succeeded") {
    await confirmPaid(shopper, pending);
    throw redirect("/");
  }
  if (answer?.status === 404 || answer?.status === 410) {
    shopper.setValue("pendingCardOrder", { ...pending, outcome: "expired" });
    return { orderId, state: "expired" };
  }
  return { orderId, state: "waiting", paymentUrl: pending.paymentUrl };
}

/** The session's waiting card order (sessions from before the payment page's address was kept have none). */
export function pendingOrderOf(value: unknown): PendingCardOrder | undefined {
  const pending = value as Partial<PendingCardOrder> | undefined;
  return typeof pending?.id === "string" && typeof pending.paymentUrl === "string" ? (pending as PendingCardOrder) : undefined;
}

/**
 * Asks the order's payment page: a paid order's page sends the shopper back at once, with its
 * payment intent and client secret; an unpaid one shows the card form. The return is true only
 * when that answer says succeeded with the same two values.
 */
async function paymentConfirmed(shopper: Shopper, pending: PendingCardOrder, query: URLSearchParams): Promise<boolean> {
  let back: URL | null;
  try {
    back = await shopper.api.redirectOf(pending.paymentUrl);
  } catch (error) {
    logApiError("payment page", error);
    return false;
  }
  const answer = back?.searchParams;
  return (
    answer?.get("redirect_status") === "succeeded" &&
    answer.get("payment_intent") === query.get("payment_intent") &&
    answer.get("payment_intent_client_secret") === query.get("payment_intent_client_secret")
  );
}
