/**
 * The store's payment methods, fixed in code: the demo store has no admin
 * (docs/decisions/033-checkout-state-and-methods.md). Shipping methods are in cart/shipping.ts.
 */

export interface PaymentOption {
  codename: string;
  name: string;
  /** Card payments are taken on the hosted payment page after confirmOrder. */
  online: boolean;
}

export const paymentOptions: readonly PaymentOption[] = [
  { codename: "cod", name: "Cash On Delivery", online: false },
  { codename: "bank_transfer", name: "Bank Transfer", online: false },
  { codename: "card", name: "Credit or debit card", online: true },
];

export function findPayment(codename: string | null | undefined): PaymentOption | undefined {
  return paymentOptions.find((option) => option.codename === codename);
}
