/**
 * POST api/coupon {coupon, token} and POST api/coupon/remove {coupon}, as the storefront's coupon box
 * calls them. Answers are 200 with `{success}` or `{error}`, the way OpenCart's api/coupon controller
 * answers (docs/decisions/032-coupon-route.md). `token` is the storefront's public site identifier:
 * accepted, not a credential.
 */
import { summarizeCart } from "@commerce/graphql/lib/cart";
import { couponMessages, couponProblem, findCoupon } from "@commerce/graphql/lib/cart-coupon";
import type { RestRoutes } from "./types";

export const couponRoutes: RestRoutes = {
  "api/coupon": {
    async POST({ body }, context) {
      const code = String(body.coupon ?? "").trim();
      if (!code) return { error: couponMessages.empty };
      const [session, money] = await Promise.all([context.session.get(), context.money()]);
      const [coupon, summary] = await Promise.all([findCoupon(context.db, code), summarizeCart(context.db, session, money)]);
      const problem = couponProblem(coupon, summary.subtotal, money);
      if (problem) return { error: problem };
      await context.session.update({ coupon_code: coupon!.code });
      return { success: couponMessages.applied };
    },
  },
  "api/coupon/remove": {
    async POST(_input, context) {
      await context.session.update({ coupon_code: null });
      return { success: couponMessages.removed };
    },
  },
};
