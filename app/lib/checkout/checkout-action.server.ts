/**
 * The checkout's action: one form per step, plus the coupon box of the summary. Every success is
 * post/redirect/get to the next step (a reload never posts twice); bad input answers 400 with the
 * messages and the typed values; the API's refusals (an address it does not accept, stock gone…)
 * show in the step's info alert. Placing the order: see `placeOrder` and docs/decisions/07x.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { loadZones } from "~/lib/account/zones.server";
import { UPDATE_ZONES, type PlaceOption } from "~/lib/address";
import { CommerceApiError } from "~/lib/api/errors";
import { cartShortages } from "~/lib/cart/cart.server";
import { handleCouponIntent } from "~/lib/cart/coupon.server";
import { checkoutInformationSchema, paymentStepSchema, shippingStepSchema, usesSavedAddress } from "~/lib/forms/checkout";
import { isEnhanced } from "~/lib/forms/progressive";
import { throwApiFailure } from "~/lib/http.server";
import { publicOrigin } from "~/lib/seo/origin.server";
import type { Shopper } from "~/lib/shopper.server";
import { STOCK_MARK, type LineShortage } from "~/lib/stock-shortage";
import { detailsOf, keepCheckoutDetails } from "./checkout-details.server";
import {
  bookValues,
  chooseShipping,
  dropCouponGone,
  handoverResponse,
  loadSavedAddresses,
  loadStoreForm,
  missingTypedZone,
  savedAddressMissingText,
  placeOrder,
  saveInformation,
  TotalChangedError,
} from "./checkout.server";
import { CHECKOUT_SUCCESS_PATH, COUPON_GONE_TEXT, parseStep, stepHref, TOTAL_CHANGED_TEXT } from "./steps";
import { orderApiCouponChecker, placeThroughStoreApi, refusalText } from "./store-order.server";
import { storeOrderApi } from "./store-orders/index.server";
import { StoreOrderRefusal } from "./store-orders/types";

export type CheckoutForm = "information" | "shipping" | "payment";

/** What a step's form gets back when it stays on the page. */
export interface CheckoutActionData {
  form: CheckoutForm;
  lastResult: SubmissionResult<string[]>;
  /** Step 1: the posted country and its zones (the zone field follows the posted country). */
  countryId?: string;
  zones?: PlaceOption[];
  /** Step 3 with JavaScript and a card: where to pay (the page stores the order id first, per docs/product/checkout.md). */
  paymentUrl?: string;
  orderId?: string;
  /** Step 3 refused for want of stock: the summary marks these lines with `***` and how many are left. */
  shortages?: LineShortage[];
  /** Step 3 refused because the order's total changed: the page asks its data again (also after this 4xx). */
  cartChanged?: boolean;
}

export async function handleCheckoutAction(request: Request, shopper: Shopper) {
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const here = stepHref(parseStep(url.searchParams.get("step")));
  try {
    if (form.has(UPDATE_ZONES)) return await updateZones(form, shopper);
    switch (intent) {
      case "applyCoupon":
      case "removeCoupon":
        return await handleCouponIntent(intent, form, shopper, {
          enhanced: isEnhanced(form),
          back: here,
          request,
          checker: orderApiCouponChecker(shopper),
        });
      case "information":
        return await saveInformationStep(form, shopper);
      case "shipping":
        return await saveShippingStep(form, shopper);
      case "previewShipping":
        return await previewShipping(form, shopper);
      case "payment":
        return await placeOrderStep(form, shopper, isEnhanced(form), `${publicOrigin(request)}/`);
      case "handover":
        return await handover(request, shopper);
      default:
        return redirect(here);
    }
  } catch (error) {
    return throwApiFailure(error);
  }
}

/** The API refused (a GraphQL error): its message in the step's info alert, 400. */
function refused(
  formName: CheckoutForm,
  submission: { reply(options?: { formErrors?: string[] }): SubmissionResult<string[]> },
  error: unknown,
  extra: Partial<CheckoutActionData> = {},
) {
  if (!(error instanceof CommerceApiError) || error.kind !== "graphql") throw error;
  return data<CheckoutActionData>(
    { ...extra, form: formName, lastResult: submission.reply({ formErrors: [error.message] }) },
    { status: 400 },
  );
}

async function saveInformationStep(form: FormData, shopper: Shopper) {
  const saved = usesSavedAddress(form);
  // Checked against, and sent as, the store's own fields (a post's names are the store's).
  const storeForm = await loadStoreForm(shopper);
  const countryId = storeForm.countryField ? String(form.get(storeForm.countryField) ?? "") : "";
  // The zone is required only when the chosen country has zones (docs/product/checkout.md).
  const zones = !saved && storeForm.zoneField && countryId ? await loadZones(shopper, countryId) : [];
  const submission = parseWithZod(form, {
    schema: checkoutInformationSchema(storeForm, { zoneIds: zones.map((zone) => zone.id), savedAddress: saved }),
  });
  const extra = { countryId, zones };
  if (submission.status !== "success") {
    return data<CheckoutActionData>({ ...extra, form: "information", lastResult: submission.reply() }, { status: 400 });
  }
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(submission.value as Record<string, string | undefined>)) typed[name] = value ?? "";
  let values = typed;
  if (saved) {
    const book = (await loadSavedAddresses(shopper)).find((entry) => entry.id === typed.addressId);
    if (!book)
      return data<CheckoutActionData>(
        { ...extra, form: "information", lastResult: submission.reply({ formErrors: ["Warning: Address not found!"] }) },
        { status: 400 },
      );
    values = bookValues(storeForm, book.values, typed);
    const missing = missingTypedZone(storeForm, values);
    if (missing) {
      return data<CheckoutActionData>(
        { ...extra, form: "information", lastResult: submission.reply({ formErrors: [savedAddressMissingText(missing.label)] }) },
        { status: 400 },
      );
    }
  }
  try {
    await saveInformation(shopper, storeForm, values);
  } catch (error) {
    return refused("information", submission, error, extra);
  }
  // The stock module never answers them back: kept for the order and the review (decision 362).
  keepCheckoutDetails(shopper, detailsOf([...storeForm.contact, ...storeForm.address], values));
  // createOrder restarts the checkout: a method chosen before has to be chosen again.
  shopper.setValue("checkoutStep", 2);
  return redirect(stepHref(2));
}

/**
 * "Update zones" without JavaScript: step 1 again with what was typed and the chosen country's
 * zones, the zone to choose anew. A post, so the typed contact and address never land in an address.
 */
async function updateZones(form: FormData, shopper: Shopper) {
  const storeForm = await loadStoreForm(shopper);
  const countryId = storeForm.countryField ? String(form.get(storeForm.countryField) ?? "") : "";
  const zones = storeForm.zoneField && countryId ? await loadZones(shopper, countryId) : [];
  const typed: Record<string, string> = { addressId: String(form.get("addressId") ?? "") };
  for (const field of [...storeForm.contact, ...storeForm.address]) typed[field.name] = String(form.get(field.name) ?? "");
  if (storeForm.zoneField) typed[storeForm.zoneField] = "";
  return data<CheckoutActionData>({ form: "information", lastResult: { initialValue: typed }, countryId, zones });
}

async function saveShippingStep(form: FormData, shopper: Shopper) {
  const submission = parseWithZod(form, { schema: shippingStepSchema });
  if (submission.status !== "success")
    return data<CheckoutActionData>({ form: "shipping", lastResult: submission.reply() }, { status: 400 });
  try {
    await chooseShipping(shopper, submission.value.shippingMethod);
  } catch (error) {
    return refused("shipping", submission, error);
  }
  shopper.setValue("checkoutStep", 3);
  return redirect(stepHref(3));
}

/**
 * Step 2 with JavaScript: a method picked is chosen on the store at once, so the summary's shipping,
 * tax and total follow it; the shopper stays on the step. Without JavaScript
 * the summary follows on "Continue to payment".
 */
async function previewShipping(form: FormData, shopper: Shopper) {
  const submission = parseWithZod(form, { schema: shippingStepSchema });
  if (submission.status === "success") {
    try {
      await chooseShipping(shopper, submission.value.shippingMethod);
    } catch (error) {
      // The step's own post says why; a preview that fails changes nothing.
      if (!(error instanceof CommerceApiError && error.kind === "graphql")) throw error;
    }
  }
  return data<CheckoutActionData>({ form: "shipping", lastResult: submission.reply() });
}

/**
 * Double submits never make two orders: the page posts and redirects (a reload gets the next page),
 * the button is disabled while the post is on its way (JavaScript), and the API answers a second
 * confirm from the same session with the order it has just placed (docs/decisions/034).
 */
async function placeOrderStep(form: FormData, shopper: Shopper, enhanced: boolean, returnUrl: string) {
  const submission = parseWithZod(form, { schema: paymentStepSchema });
  if (submission.status !== "success")
    return data<CheckoutActionData>({ form: "payment", lastResult: submission.reply() }, { status: 400 });
  const { paymentMethod, shownTotal, shownCoupon } = submission.value;
  if (storeOrderApi()) return placeStoreOrderStep(submission, shopper, paymentMethod, shownTotal);
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(shopper, paymentMethod, returnUrl, shownTotal);
  } catch (error) {
    // The order would not cost what the page showed, or the store refused the coupon at confirmation
    // (docs/decisions/263-confirm-refuses-a-coupon-gone.md): nothing placed, the new total shown.
    const changed = error instanceof TotalChangedError;
    const refusal = error instanceof CommerceApiError && error.kind === "graphql";
    const couponGone = (changed || refusal) && (await dropCouponGone(shopper, shownCoupon));
    if (changed || couponGone) {
      // One message: the step's alert shows the first form error.
      const formErrors = [couponGone ? `${COUPON_GONE_TEXT} ${TOTAL_CHANGED_TEXT}` : TOTAL_CHANGED_TEXT];
      return data<CheckoutActionData>(
        { form: "payment", lastResult: submission.reply({ formErrors }), cartChanged: true },
        { status: 409 },
      );
    }
    // OpenCart's stock warning names the mark it puts on short lines: the summary shows it.
    const short = error instanceof CommerceApiError && error.kind === "graphql" && error.message.includes(STOCK_MARK);
    return refused("payment", submission, error, short ? { shortages: await cartShortages(shopper) } : {});
  }
  shopper.setValue("checkoutStep", undefined);
  if (placed.paymentUrl) {
    // Card: the order waits for the payment page, which sends the shopper back home (payment-return.server.ts).
    shopper.setValue("pendingCardOrder", { id: placed.orderId, paymentUrl: placed.paymentUrl });
    if (enhanced)
      return data<CheckoutActionData>({
        form: "payment",
        lastResult: submission.reply(),
        paymentUrl: placed.paymentUrl,
        orderId: placed.orderId,
      });
    return redirect(placed.paymentUrl);
  }
  shopper.flash("placedOrder", placed.orderId);
  shopper.setValue("lastPlacedOrder", { orderId: placed.orderId });
  return redirect(CHECKOUT_SUCCESS_PATH);
}

/**
 * "Complete order" through the store's own order API (docs/decisions/360-orders-through-the-stores-order-api.md):
 * placed there, then our own order placed page with the store's order number and total lines
 * (carried in the session, never in the address). A refusal is the step's alert (400); a total
 * other than the one shown places nothing (409, decision 263).
 */
async function placeStoreOrderStep(
  submission: { reply(options?: { formErrors?: string[] }): SubmissionResult<string[]> },
  shopper: Shopper,
  paymentMethod: string,
  shownTotal: string | null | undefined,
) {
  let placed: Awaited<ReturnType<typeof placeThroughStoreApi>>;
  try {
    placed = await placeThroughStoreApi(shopper, paymentMethod, shownTotal);
  } catch (error) {
    if (error instanceof TotalChangedError) {
      return data<CheckoutActionData>(
        { form: "payment", lastResult: submission.reply({ formErrors: [TOTAL_CHANGED_TEXT] }), cartChanged: true },
        { status: 409 },
      );
    }
    if (!(error instanceof StoreOrderRefusal)) throw error;
    return data<CheckoutActionData>(
      { form: "payment", lastResult: submission.reply({ formErrors: [refusalText(error)] }), cartChanged: true },
      { status: 400 },
    );
  }
  shopper.setValue("checkoutStep", undefined);
  shopper.flash("placedOrder", placed.orderId);
  shopper.setValue("lastPlacedOrder", { orderId: placed.orderId, totals: placed.lines });
  return redirect(CHECKOUT_SUCCESS_PATH);
}

/**
 * A store that takes no payment over the API: the shopper goes on to its own checkout with its
 * session (docs/decisions/222-store-shipping-methods.md). No confirmOrder: on the stock modules it
 * makes a hidden order and leaves the cart full. A document post (also with JavaScript), so the
 * browser follows the 303 and keeps the cookies; without a link, back to the step.
 */
async function handover(request: Request, shopper: Shopper) {
  const target = await handoverResponse(request, shopper);
  if (!target) return redirect(stepHref(3));
  const headers = new Headers({ Location: target.location });
  for (const cookie of target.cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
