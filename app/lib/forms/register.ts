/**
 * The registration form (docs/product/content-and-forms.md#validation): names required, 1 to 32 characters; email
 * required and valid; password and confirmation required, 4 to 20, and equal; telephone optional
 * (its rule per docs/decisions/006-phone-rule.md).
 */
import { z } from "zod";
import { profileFields } from "./account-edit";
import { passwordFields, withConfirmation } from "./password";

export const registerSchema = withConfirmation(z.object({ ...profileFields, ...passwordFields }));
