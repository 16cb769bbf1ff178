/**
 * The telephone rule has two readings in docs/product (docs/decisions/006-phone-rule.md): the field
 * table gives it no rule, the text catalogue says it must be valid. PHONE_RULE picks one: the
 * catalogue's, since a telephone that takes any text kept letters and markup and handed them on as
 * the checkout's contact (docs/decisions/007-phone-digits-only.md). Still optional where it was.
 */
import { freeText } from "./rules";

export type PhoneRule = "none" | "valid";
export const PHONE_RULE: PhoneRule = "valid";

/** The text the catalogue's reading would show (docs/product names the rule but not its words). */
export const invalidPhoneMessage = "Telephone must be a valid phone number";

/** Digits with the usual separators, 7 to 15 digits (E.164 allows at most 15). */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;

export function phoneField(rule: PhoneRule = PHONE_RULE) {
  if (rule === "none") return freeText(32);
  return freeText(32).refine(
    (value) => value === undefined || (PHONE_PATTERN.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
    invalidPhoneMessage,
  );
}
