import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Container } from "~/components/ui/Container";
import type { CartActionData } from "~/lib/cart/intents";
import type { CheckoutActionData } from "~/lib/checkout/checkout-action.server";
import type { CheckoutPageData } from "~/lib/checkout/checkout.server";
import { storeOrderId } from "~/lib/checkout/order-storage";
import { useCheckoutEntry } from "~/lib/checkout/return-to-cart";
import { CHECKOUT_PATH, stepHref } from "~/lib/checkout/steps";
import { summaryTotals } from "~/lib/checkout/summary";
import { supportEmail } from "~/lib/store-config";
import { trackBeginCheckout } from "~/lib/tracking/events";
import { toAnalyticsItem } from "~/lib/tracking/items";
import * as styles from "./checkout.css";
import { HandoverStep } from "./HandoverStep";
import { InformationStep } from "./InformationStep";
import { MethodStep } from "./MethodStep";
import { OrderSummary } from "./OrderSummary";
import { ReviewBox } from "./ReviewBox";
import { StepBreadcrumb } from "./StepBreadcrumb";

const TITLES = { 1: "Information", 2: "Shipping", 3: "Payment" } as const;

/** The checkout page: the step on the left, the order summary on the right (on top, folded, on phones). */
export function CheckoutPage() {
  const page = useLoaderData<CheckoutPageData>();
  const answer = useActionData<CheckoutActionData | CartActionData>();
  // The step forms' answers carry `form`; the coupon box's (the cart action's shape) carry `intent`.
  const actionData = answer && "form" in answer ? answer : undefined;
  const couponResult = answer && "intent" in answer && answer.intent === "applyCoupon" && !answer.ok ? answer.lastResult : undefined;
  useCheckoutEntry();
  useBeginCheckout(page);
  const leavingToPay = usePaymentRedirect(actionData);

  return (
    <Container className={styles.page}>
      <aside className={styles.aside} aria-label="Order summary">
        <OrderSummary
          cart={page.cart}
          storeTotals={page.storeTotals}
          couponAction={`${CHECKOUT_PATH}?step=${page.step}`}
          couponResult={couponResult}
          shortages={actionData?.shortages}
        />
      </aside>
      <div className={styles.main}>
        <StepBreadcrumb step={page.step} reached={page.reached} />
        <h1 className={styles.title}>
          <span className="visually-hidden">Checkout: </span>
          {TITLES[page.step]}
        </h1>
        {page.step === 1 && page.information ? <InformationStep information={page.information} actionData={actionData} /> : null}
        {page.step === 2 && page.review ? (
          <MethodStep
            kind="shipping"
            step={2}
            methods={page.shippingMethods}
            selected={page.shippingMethod}
            actionData={actionData}
            back={{ to: stepHref(1), label: "Return to information" }}
            submitLabel="Continue to payment"
            pendingLabel="Saving…"
          >
            <ReviewBox review={page.review} />
          </MethodStep>
        ) : null}
        {page.step === 3 && page.storeRefusal ? (
          <p className={styles.fieldError} role="alert" data-store-refusal>
            {page.storeRefusal}
          </p>
        ) : null}
        {page.step === 3 && page.review && page.handover ? (
          <HandoverStep handover={page.handover} back={{ to: stepHref(2), label: "Return to shipping" }}>
            <ReviewBox review={page.review} method={shippingName(page)} />
          </HandoverStep>
        ) : null}
        {page.step === 3 && page.review && !page.handover ? (
          <MethodStep
            kind="payment"
            step={3}
            methods={page.paymentMethods}
            selected={null}
            actionData={actionData}
            back={{ to: stepHref(2), label: "Return to shipping" }}
            submitLabel="Complete order"
            pendingLabel={leavingToPay ? "Opening the payment page…" : "Placing your order…"}
            busy={leavingToPay}
          >
            <ReviewBox review={page.review} method={shippingName(page)} />
            {/* The order is placed only at the total shown here (decision 263). */}
            <input type="hidden" name="shownTotal" value={summaryTotals(page.cart, page.storeTotals).total} />
            <input type="hidden" name="shownCoupon" value={page.cart.coupon ?? ""} />
          </MethodStep>
        ) : null}
        <p className={styles.help}>
          Need help with your order? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </div>
    </Container>
  );
}

/**
 * The chosen method as step 2 named it (free shipping in the words of docs/product/checkout.md#shipping,
 * decision 222), else the store's shipping line.
 */
function shippingName(page: CheckoutPageData): string | null {
  return page.shippingName ?? page.cart.totals.find((total) => total.code === "shipping")?.title ?? null;
}

/** Tracking (docs/product/checkout.md): begin_checkout once when the checkout opens. */
function useBeginCheckout(page: CheckoutPageData) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackBeginCheckout(
      page.cart.lines.map((line) =>
        toAnalyticsItem({ id: line.product.id, name: line.product.name, price: line.price, brand: line.product.brand }, line.quantity),
      ),
      page.cart.coupon,
    );
  }, [page.cart]);
}

/**
 * Card orders, with JavaScript: the action answers the payment page's address; the order's id goes
 * to local storage first (docs/product/checkout.md: the thank-you modal reads it on return), then the browser leaves.
 */
function usePaymentRedirect(actionData: CheckoutActionData | undefined): boolean {
  const url = actionData?.paymentUrl;
  useEffect(() => {
    if (!url) return;
    if (actionData?.orderId) storeOrderId(actionData.orderId);
    window.location.assign(url);
  }, [url, actionData?.orderId]);
  return Boolean(url);
}
