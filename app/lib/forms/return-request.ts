/**
 * The product return request (docs/product/content-and-forms.md): first name, last name, a valid
 * email, telephone, order id and a reason, all required. The spec gives no lengths; the upper
 * bounds are OpenCart's return form's (the embedded API checks the same, docs/decisions/023).
 * The telephone is only required here, whatever PHONE_RULE says (docs/decisions/006).
 */
import { z } from "zod";
import { formMessages } from "./messages";
import { requiredChoice, requiredEmail, requiredText } from "./rules";

export const RETURN_FIELDS = ["firstName", "lastName", "email", "phone", "orderId", "reason"] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

export const returnRequestSchema = z.object({
  firstName: requiredText(1, 32),
  lastName: requiredText(1, 32),
  email: requiredEmail(),
  phone: requiredText(1, 32),
  orderId: requiredText(1, 32),
  reason: requiredChoice(formMessages.returnReasonRequired),
});

export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/**
 * The info alert of the return form: 'Please fill out all required fields correctly.' while any
 * field but the reason fails, the reason's own message when only the reason is missing.
 */
export function returnFormAlert(fieldErrors: Partial<Record<string, readonly string[] | null | undefined>>): string | null {
  const failing = RETURN_FIELDS.filter((field) => fieldErrors[field]?.length);
  if (!failing.length) return null;
  if (failing.length === 1 && failing[0] === "reason") return formMessages.returnReasonRequired;
  return formMessages.returnFormInvalid;
}
