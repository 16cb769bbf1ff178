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
    // Counted before it is looked up (parallel guesses cannot slip past), given back when it applies.
    POST: async ({ body }, context) => {
      const attempt = await context.limits.count("coupon", context.client);
      const answer = await applyCoupon(context, String(body.coupon ?? "").trim());
      if ("success" in answer) await attempt.succeeded();
      return answer;
    },
  },
  "api/coupon/remove": {
    POST: (_input, context) => removeCoupon(context),
  },
};
