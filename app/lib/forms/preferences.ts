/**
 * The currency and language switchers' form: which preference, the chosen code, and the page to
 * return to. The codes themselves are checked by the store (editCurrency / editLanguage).
 */
import { z } from "zod";
import { requiredChoice } from "./rules";

export const preferenceSchema = z.object({
  intent: z.enum(["currency", "language"]),
  code: requiredChoice().pipe(
    z
      .string()
      .max(16)
      .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/),
  ),
  redirectTo: z.string().optional(),
});

export type PreferenceInput = z.infer<typeof preferenceSchema>;
