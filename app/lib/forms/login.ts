/** The login form (docs/product/content-and-forms.md#validation): email required and valid; password required, 4 to 20 characters. */
import { z } from "zod";
import { requiredEmail, requiredText } from "./rules";

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;

/** A password as the account forms take it: required, 4 to 20 characters (trimmed, like every input). */
export const passwordText = () => requiredText(PASSWORD_MIN, PASSWORD_MAX);

export const loginSchema = z.object({
  email: requiredEmail(),
  password: passwordText(),
});

export type LoginInput = z.infer<typeof loginSchema>;
