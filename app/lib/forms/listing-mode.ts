/**
 * The grid/list toggle of the brand and specials pages: a tiny form post that stores the product's
 * `mode` cookie, then returns to the listing (`redirectTo`, checked by safeRedirect).
 */
import { z } from "zod";

export const listingModeSchema = z.object({
  mode: z.enum(["grid", "list"]),
  redirectTo: z.string().max(2000).optional(),
});

export type ListingModeInput = z.infer<typeof listingModeSchema>;
