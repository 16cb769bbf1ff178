import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { couponSchema } from "~/lib/forms/coupon";
import { checkFailures, clientOf, countFailure } from "~/lib/rate-limit.server";
import type { Shopper } from "~/lib/shopper.server";
import { applyCoupon, removeCoupon, type CouponResult } from "./cart.server";
import type { CartActionData } from "./intents";

/**
 * The coupon box's two intents, shared by the cart action and the checkout's (whose box must show
 * a refused code on the checkout page itself when JavaScript is off). A refused or empty code
 * answers conform's reply (the code kept, the product's text), 400 to a plain post and 200 to a
 * fetcher (decision 070: a 4xx is a console error, and skips revalidation);
 * success reloads the cart.
 */
/**
 * Checks and keeps codes elsewhere than the module's coupon route: the store's own order API
 * (app/lib/checkout/store-order.server.ts, decision 360), given by the caller.
 */
export interface CouponChecker {
  apply(code: string): Promise<CouponResult>;
  remove(): void;
}

export async function handleCouponIntent(
  intent: "applyCoupon" | "removeCoupon",
  form: FormData,
  shopper: Shopper,
  { enhanced, back, request, checker }: { enhanced: boolean; back: string; request: Request; checker?: CouponChecker | null },
) {
  if (intent === "removeCoupon") {
    if (checker) checker.remove();
    else await removeCoupon(shopper, String(form.get("coupon") ?? ""));
    return enhanced ? data<CartActionData>({ ok: true, intent }) : redirect(back);
  }
  const refused = enhanced ? 200 : 400;
  const submission = parseWithZod(form, { schema: couponSchema });
  if (submission.status !== "success") {
    const error = submission.error?.coupon?.[0] ?? "";
    return data<CartActionData>({ ok: false, intent, error, lastResult: submission.reply() }, { status: refused });
  }
  // Guessing codes: refused codes are counted per address (docs/decisions/133-rate-limits.md).
  const address = clientOf(request);
  const limit = await checkFailures("coupon", address);
  if (limit) {
    return data<CartActionData>(
      { ok: false, intent, error: limit.message, lastResult: submission.reply({ formErrors: [limit.message] }) },
      { status: enhanced ? 200 : 429, headers: limit.headers },
    );
  }
  const result = checker ? await checker.apply(submission.value.coupon) : await applyCoupon(shopper, submission.value.coupon);
  if (!result.ok) {
    await countFailure("coupon", address);
    return data<CartActionData>(
      { ok: false, intent, error: result.message, lastResult: submission.reply({ formErrors: [result.message] }) },
      { status: refused },
    );
  }
  if (!enhanced) shopper.flashToast({ kind: "notification", message: result.message });
  return enhanced ? data<CartActionData>({ ok: true, intent, couponStatus: result.message }) : redirect(back);
}
