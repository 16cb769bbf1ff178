/**
 * The newsletter form of the home page's newsletter block: one e-mail address, required and valid
 * (the product's generic messages). The contract has no newsletter call, so nothing is stored
 * (docs/decisions/065-newsletter.md).
 */
import { z } from "zod";
import { requiredEmail } from "./rules";

export const newsletterSchema = z.object({ email: requiredEmail() });

export type NewsletterInput = z.infer<typeof newsletterSchema>;
