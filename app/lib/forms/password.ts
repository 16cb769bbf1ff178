/**
 * The password change form (docs/product/content-and-forms.md#validation): password required, 4 to 20 characters;
 * the confirmation too, and equal to the password. Register reuses `withConfirmation`.
 */
import { z } from "zod";
import { passwordText } from "./login";
import { formMessages } from "./messages";

export const passwordFields = {
  password: passwordText(),
  confirmPassword: passwordText(),
};

/**
 * Adds the product's mismatch message to the confirmation field. It is checked once both fields have
 * valid lengths: a too-short confirmation says so first.
 */
export function withConfirmation<T extends z.ZodObject<typeof passwordFields>>(schema: T) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: formMessages.passwordMismatch,
    path: ["confirmPassword"],
    when: (payload) => schema.pick({ password: true, confirmPassword: true }).safeParse(payload.value).success,
  });
}

export const passwordSchema = withConfirmation(z.object(passwordFields));

export type PasswordInput = z.infer<typeof passwordSchema>;
