/**
 * `/store/checkout-payment`'s two views of the session's card order (docs/product/checkout.md):
 * waiting for its payment, with "Pay now"; or cancelled because its payment was declined, cancelled
 * or not made in time, with the way back.
 */
import { Link } from "@remix-run/react";
import { CloseIcon, LockIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import type { CardOrderState } from "~/lib/checkout/payment-return.server";
import { CHECKOUT_PATH } from "~/lib/checkout/steps";
import { CheckoutResult } from "./CheckoutResult";
import * as styles from "./success.css";

export const NOT_THROUGH_TITLE = "Your payment did not go through";
export const WAITING_TITLE = "Your order is waiting for payment";

export function CardOrderResult({ order }: { order: CardOrderState }) {
  return order.state === "waiting" ? <Waiting order={order} /> : <NotThrough order={order} />;
}

function OrderNumber({ orderId, state }: { orderId: string; state: string }) {
  return (
    <p className={styles.order} data-order-id={orderId}>
      Order number: <strong>#{orderId}</strong>, {state}
    </p>
  );
}

function StoreOwner() {
  return (
    <p className={styles.text}>
      Questions? Write to the <Link to="/contact">store owner</Link>.
    </p>
  );
}

function Waiting({ order }: { order: Extract<CardOrderState, { state: "waiting" }> }) {
  return (
    <CheckoutResult crumb="Payment" mark={<LockIcon size={28} />} title={WAITING_TITLE}>
      <p className={styles.text} role="status">
        Nothing has been charged yet: pay now to complete your order.
      </p>
      <OrderNumber orderId={order.orderId} state="awaiting payment" />
      <p className={styles.text}>An order not paid in time is cancelled and its products go back on sale.</p>
      {/* The store's payment page, not a page of this app: a document navigation. */}
      <ButtonLink to={order.paymentUrl} reloadDocument variant="dark" size="lg">
        Pay now
      </ButtonLink>
      <StoreOwner />
    </CheckoutResult>
  );
}

const REASONS = {
  failed: "Your card was declined. Nothing has been charged.",
  canceled: "The card payment was cancelled. Nothing has been charged.",
  expired: "The order was not paid in time. Nothing has been charged.",
} as const;

function NotThrough({ order }: { order: Extract<CardOrderState, { state: keyof typeof REASONS }> }) {
  const expired = order.state === "expired";
  return (
    <CheckoutResult crumb="Payment" mark={<CloseIcon size={28} />} title={NOT_THROUGH_TITLE}>
      <p className={styles.text} role="alert">
        {REASONS[order.state]}
      </p>
      <OrderNumber orderId={order.orderId} state="cancelled" />
      <p className={styles.text}>
        {expired
          ? "Its products went back on sale: add them to your bag again to order them."
          : "Its products are back in your cart: check out again to pay with this or another card."}
      </p>
      <ButtonLink to={expired ? "/store/cart" : CHECKOUT_PATH} variant="dark" size="lg">
        {expired ? "Return to cart" : "Return to checkout"}
      </ButtonLink>
      <StoreOwner />
    </CheckoutResult>
  );
}
