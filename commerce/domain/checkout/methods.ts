/**
 * The store's payment methods, fixed in code: the demo store has no admin
 * (docs/decisions/033-checkout-state-and-methods.md). Shipping methods are in cart/shipping.ts.
 */
import { paymentOptions, type PaymentOption } from "@commerce/demo/store-methods";

export { paymentOptions, type PaymentOption };

export function findPayment(codename: string | null | undefined): PaymentOption | undefined {
  return paymentOptions.find((option) => option.codename === codename);
}
