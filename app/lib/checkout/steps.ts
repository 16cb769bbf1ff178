/** The checkout's steps (docs/product/checkout.md: step=1 info, 2 shipping, 3 payment; non-numeric means 1). Pure. */
import { freeShippingDelivery } from "@config/store";

export const CHECKOUT_PATH = "/store/checkout/";
export const CHECKOUT_SUCCESS_PATH = "/store/checkout-success";
/**
 * The session's card order: waiting for its payment ("Pay now"), or cancelled because its payment
 * was declined, cancelled or not made in time (payment-return.server.ts).
 */
export const CHECKOUT_PAYMENT_PATH = "/store/checkout-payment";

/** Opening the checkout with an empty cart sends the shopper to the cart with this notice. */
export const EMPTY_CART_AT_CHECKOUT = "Your shopping cart is empty: add a product before checking out.";

/**
 * "Complete order" refused because the order would not cost what the page showed
 * (docs/decisions/263-confirm-refuses-a-coupon-gone.md): the summary shows the new total.
 */
export const TOTAL_CHANGED_TEXT = "The total of your order changed: please check it before confirming.";
/** Said first when the change is a coupon that stopped applying (used up meanwhile, expired…). */
export const COUPON_GONE_TEXT = "Your coupon no longer applies to this order, so it was removed.";

export type CheckoutStep = 1 | 2 | 3;

export const CHECKOUT_STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: 1, label: "Information" },
  { step: 2, label: "Shipping" },
  { step: 3, label: "Payment" },
];

/** `?step=`: 1, 2 or 3; anything else (missing, letters, out of range) is 1. */
export function parseStep(value: string | null | undefined): CheckoutStep {
  const text = (value ?? "").trim();
  return text === "2" ? 2 : text === "3" ? 3 : 1;
}

export const stepHref = (step: CheckoutStep) => `${CHECKOUT_PATH}?step=${step}`;

/** A step opens only once the ones before it are done: otherwise the shopper lands on the furthest reached. */
export function allowedStep(requested: CheckoutStep, reached: number | null | undefined): CheckoutStep {
  const furthest = Math.min(3, Math.max(1, Math.floor(reached ?? 1))) as CheckoutStep;
  return requested <= furthest ? requested : furthest;
}

/** docs/product/checkout.md: the breadcrumb shows the steps reached so far (the current one highlighted). */
export function reachedSteps(current: CheckoutStep, reached: number | null | undefined) {
  const furthest = Math.max(current, Math.min(3, Math.floor(reached ?? 1)));
  return CHECKOUT_STEPS.filter((entry) => entry.step <= furthest).map((entry) => ({ ...entry, current: entry.step === current }));
}

/**
 * Free shipping's code and the product's words for it. Offered only when the store lists this code in
 * `shippingMethods`, and then named so (docs/decisions/222-store-shipping-methods.md).
 */
export const FREE_SHIPPING = { code: "free.shipping", name: `Free Shipping - (${freeShippingDelivery})` } as const;
