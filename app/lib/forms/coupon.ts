/**
 * The coupon box (cart page and checkout summary). docs/product/cart.md: Apply is disabled while the code is
 * empty; a plain form post with an empty code answers this schema's message instead. The server
 * alone runs it (the bound is in `coupon-fields.ts`).
 */
import { z } from "zod";
import { COUPON_MAX_LENGTH } from "./coupon-fields";
import { requiredText } from "./rules";

export const couponSchema = z.object({
  coupon: requiredText(1, COUPON_MAX_LENGTH),
});

export type CouponInput = z.infer<typeof couponSchema>;
