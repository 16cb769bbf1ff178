/**
 * The product return request (docs/product/content-and-forms.md#returns): first name, last name, a
 * valid email, telephone, order id and a reason, all required; the item going back (a select of
 * the order's items when the order is known, required when it has several; else the product's
 * name) and details, required for the reasons the store flags. The spec gives no lengths; the upper
 * bounds are OpenCart's return form's (the embedded API checks the same, docs/decisions/023 and 340).
 * The telephone is only required here, whatever PHONE_RULE says (docs/decisions/006).
 */
import { z } from "zod";
import { formMessages } from "./messages";
import { freeText, requiredChoice, requiredEmail, requiredText } from "./rules";

export const RETURN_FIELDS = ["firstName", "lastName", "email", "phone", "orderId", "productId", "product", "reason", "details"] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

/** The store's words for the item and the details (docs/product/texts-and-constants.md). */
export const returnMessages = {
  productRequired: "Please choose the item you are sending back.",
  productNotInOrder: "That item is not part of this order.",
  detailsRequired: "Please tell us more about the reason.",
};

export interface ReturnSchemaOptions {
  /** Reason ids whose request must carry details. */
  detailReasons: readonly string[];
  /** The order's product ids, when the form offers them as a select. */
  itemIds?: readonly string[] | null;
}

/** One schema for the action and the form, shaped by what the page knows (the reasons, the order's items). */
export function returnRequestSchema({ detailReasons, itemIds }: ReturnSchemaOptions) {
  return z
    .object({
      firstName: requiredText(1, 32),
      lastName: requiredText(1, 32),
      email: requiredEmail(),
      phone: requiredText(1, 32),
      orderId: requiredText(1, 32),
      productId: freeText(9),
      product: freeText(255),
      reason: requiredChoice(formMessages.returnReasonRequired),
      details: freeText(3000),
    })
    .superRefine((value, context) => {
      if (detailReasons.includes(value.reason) && !value.details)
        context.addIssue({ code: "custom", path: ["details"], message: returnMessages.detailsRequired });
      if (!itemIds?.length) return;
      if (!value.productId) {
        if (itemIds.length > 1) context.addIssue({ code: "custom", path: ["productId"], message: returnMessages.productRequired });
      } else if (!itemIds.includes(value.productId)) {
        context.addIssue({ code: "custom", path: ["productId"], message: returnMessages.productNotInOrder });
      }
    });
}

export type ReturnRequestInput = z.infer<ReturnType<typeof returnRequestSchema>>;

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
