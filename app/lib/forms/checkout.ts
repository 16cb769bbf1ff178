/**
 * The checkout's three forms (shopping document, section 2; the address rules of the account
 * document, section 5). Step 1 is the contact plus the address form's rules, or, for a logged-in
 * customer who picks one, an address from their book. Steps 2 and 3 choose a method.
 */
import { z } from "zod";
import { addressSchema } from "./address";
import { phoneField } from "./phone";
import { requiredChoice, requiredEmail } from "./rules";

/** The saved-address select's choice for typing a new address. */
export const NEW_ADDRESS = "new";

export function checkoutInformationSchema({ countryHasZones, savedAddress }: { countryHasZones: boolean; savedAddress: boolean }) {
  const contact = z.object({ email: requiredEmail(), telephone: phoneField() });
  if (savedAddress) return contact.extend({ addressId: requiredChoice() });
  return contact.extend(addressSchema({ countryHasZones }).shape).extend({ addressId: z.string().optional() });
}

/** Whether a step-1 submission uses an address from the book rather than a typed one. */
export function usesSavedAddress(form: FormData | URLSearchParams): boolean {
  const id = form.get("addressId");
  return typeof id === "string" && id !== "" && id !== NEW_ADDRESS;
}

export const shippingStepSchema = z.object({ shippingMethod: requiredChoice() });
export const paymentStepSchema = z.object({ paymentMethod: requiredChoice() });

export type CheckoutInformation = z.infer<ReturnType<typeof checkoutInformationSchema>>;
