/**
 * The profile form (docs/product/content-and-forms.md#validation): first and last name required, 1 to 32
 * characters; email required and valid; telephone with no rule (docs/decisions/006-phone-rule.md).
 * Registration asks for the same profile fields.
 */
import { z } from "zod";
import { phoneField } from "./phone";
import { requiredEmail, requiredText } from "./rules";

export const profileFields = {
  firstName: requiredText(1, 32),
  lastName: requiredText(1, 32),
  email: requiredEmail(),
  phone: phoneField(),
};

export const accountEditSchema = z.object(profileFields);
