/**
 * The checkout's state in the API session (session.checkout, jsonb), as OpenCart keeps it in its
 * PHP session: the payment and shipping addresses (typed in, or address-book ids), the chosen
 * methods, and the order the last confirm placed.
 */
import type { AddressValues } from "@commerce/domain/address";

export interface CheckoutAddress extends AddressValues {
  /** Payment address only. */
  email?: string;
  telephone?: string;
}

/**
 * An address as updateOrder received it, field by field under the API's own names (firstName,
 * postcode, countryId …), unvalidated: the module stores partial input and checks it at
 * confirmOrder. Sessions from before kept a validated CheckoutAddress, which reads the same.
 */
export type EnteredAddress = Record<string, string | number | null | undefined>;

export interface CheckoutState {
  paymentAddress?: EnteredAddress;
  paymentAddressId?: number;
  shippingAddress?: EnteredAddress;
  shippingAddressId?: number;
  paymentMethod?: string;
  shippingMethod?: string;
  /** Set by confirmOrder; a repeated confirm with the cart now empty answers this order again. */
  confirmed?: { orderId: number; at: string };
}

export type AddressKind = "payment" | "shipping";
