/**
 * The checkout's three forms (docs/product/checkout.md; the address rules of
 * docs/product/content-and-forms.md#validation). Step 1 is the store's contact and address fields (store-fields.ts), or,
 * for a logged-in customer who picks one, the contact and an address from their book. Steps 2 and
 * 3 choose a method.
 */
import { z } from "zod";
import type { ZoneRule } from "./address";
import { requiredChoice } from "./rules";
import { storeFieldsSchema, type FormField } from "./store-fields";

/** The saved-address select's choice for typing a new address. */
export const NEW_ADDRESS = "new";

/** The store's step-1 fields: the contact (payment address only) and the address (where it goes). */
export interface CheckoutFormFields {
  contact: readonly FormField[];
  address: readonly FormField[];
}

export function checkoutInformationSchema(
  { contact, address }: CheckoutFormFields,
  { zoneIds, savedAddress }: ZoneRule & { savedAddress: boolean },
) {
  const contactSchema = storeFieldsSchema(contact, { zoneIds });
  if (savedAddress) return contactSchema.extend({ addressId: requiredChoice() });
  return contactSchema.extend(storeFieldsSchema(address, { zoneIds }).shape).extend({ addressId: z.string().optional() });
}

/** Whether a step-1 submission uses an address from the book rather than a typed one. */
export function usesSavedAddress(form: FormData | URLSearchParams): boolean {
  const id = form.get("addressId");
  return typeof id === "string" && id !== "" && id !== NEW_ADDRESS;
}

export const shippingStepSchema = z.object({ shippingMethod: requiredChoice() });
/** Step 3 also carries the total and coupon the page showed: an order is placed only at that total (decision 263). */
export const paymentStepSchema = z.object({
  paymentMethod: requiredChoice(),
  shownTotal: z.string().optional(),
  shownCoupon: z.string().optional(),
});
