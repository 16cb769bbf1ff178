/**
 * Coming back from the card payment page (spec section 2, home page): the address carries
 * payment_intent, payment_intent_client_secret and redirect_status. On 'succeeded' the shop goes to
 * /, marks the order confirmed (a one-time flag that shows the thank-you modal) and empties the
 * cart. Anything else, and a failure to empty the cart, is only logged (spec).
 */
import { redirect } from "@remix-run/node";
import { clearCartQuietly } from "~/lib/cart/cart.server";
import type { Shopper } from "~/lib/shopper.server";

export const PAYMENT_RETURN_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"] as const;

/** Throws the redirect home when `request` is a return from the payment page; otherwise does nothing. */
export async function handlePaymentReturn(request: Request, shopper: Shopper): Promise<void> {
  const query = new URL(request.url).searchParams;
  if (!PAYMENT_RETURN_PARAMS.every((name) => query.get(name))) return;
  if (request.method !== "GET") return;

  if (query.get("redirect_status") === "succeeded") {
    const orderId = shopper.getValue("pendingCardOrder") ?? null;
    shopper.setValue("pendingCardOrder", undefined);
    await clearCartQuietly(shopper);
    shopper.flash("orderConfirmed", { orderId });
  } else {
    console.warn(`[payment] ${query.get("payment_intent")} came back ${query.get("redirect_status")}: the order stays awaiting payment`);
  }
  throw redirect("/");
}
