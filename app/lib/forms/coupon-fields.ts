/**
 * The coupon box's bound, without zod: the cart page validates on the server only (Apply is
 * disabled while the code is empty, and the input cannot take more than this), so zod stays out
 * of its bundle. `coupon.ts` builds the schema from the same number. OpenCart's coupon codes are
 * at most 20 characters.
 */
export const COUPON_MAX_LENGTH = 20;

/** The coupon form's one field, as conform reads the form. */
export interface CouponFields {
  coupon: string;
}
