/**
 * The coupon box: a code the visitor enters is kept on the session (session.coupon_code) when it
 * applies to the cart at that moment; the cart checks it again on every read.
 */
import type { Visit } from "@commerce/domain/context";
import { summarizeCart } from "./cart";
import { couponMessages, couponProblem, findCoupon } from "./coupon";

/** Puts a code on the visitor's session when it applies to the cart now; answers OpenCart's message either way. */
export async function applyCoupon(visit: Visit, code: string): Promise<{ success: string } | { error: string }> {
  if (!code) return { error: couponMessages.empty };
  const session = await visit.session.get();
  const [coupon, summary] = await Promise.all([findCoupon(visit.db, code), summarizeCart(visit.db, session)]);
  const problem = couponProblem(coupon, summary.subtotal);
  if (problem || !coupon) return { error: problem ?? couponMessages.invalid };
  await visit.session.update({ coupon_code: coupon.code });
  return { success: couponMessages.applied };
}

export async function removeCoupon(visit: Visit): Promise<{ success: string }> {
  await visit.session.update({ coupon_code: null });
  return { success: couponMessages.removed };
}
