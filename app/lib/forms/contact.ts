/** The contact form (docs/product/content-and-forms.md#validation): name 3 to 32, a valid email, message 10 to 3000. */
import { z } from "zod";
import { requiredEmail, requiredText } from "./rules";

export const CONTACT_FIELDS = ["name", "email", "message"] as const;

export const contactSchema = z.object({
  name: requiredText(3, 32),
  email: requiredEmail(),
  message: requiredText(10, 3000),
});

export type ContactInput = z.infer<typeof contactSchema>;
