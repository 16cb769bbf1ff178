/**
 * POST api/coupon {coupon, token} and POST api/coupon/remove {coupon}, as the storefront's coupon box
 * calls them. Answers are 200 with `{success}` or `{error}`, the way OpenCart's api/coupon controller
 * answers (docs/decisions/032-coupon-route.md). `token` is the storefront's public site identifier:
 * accepted, not a credential.
 */
import { applyCoupon, removeCoupon } from "@commerce/domain/cart/session-coupon";
import type { RestRoutes } from "./types";

export const couponRoutes: RestRoutes = {
  "api/coupon": {
    POST: ({ body }, context) => applyCoupon(context, String(body.coupon ?? "").trim()),
  },
  "api/coupon/remove": {
    POST: (_input, context) => removeCoupon(context),
  },
};
