/**
 * The coupon box (cart page and checkout summary). Spec: Apply is disabled while the code is
 * empty; a plain form post with an empty code answers this schema's message instead.
 * OpenCart's coupon codes are at most 20 characters.
 */
import { z } from "zod";
import { requiredText } from "./rules";

export const COUPON_MAX_LENGTH = 20;

export const couponSchema = z.object({
  coupon: requiredText(1, COUPON_MAX_LENGTH),
});

export type CouponInput = z.infer<typeof couponSchema>;
