import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { handleCheckoutAction } from "~/lib/checkout/checkout-action.server";
import { loadCheckoutPage } from "~/lib/checkout/checkout.server";
import { allowedStep, EMPTY_CART_AT_CHECKOUT, parseStep, stepHref } from "~/lib/checkout/steps";
import { throwApiFailure, passRetryAfter } from "~/lib/http.server";
import { pageTitle } from "~/lib/store-config";

export const meta: MetaFunction = () => [{ title: pageTitle("Checkout") }, { name: "robots", content: "noindex" }];

/** A shopper's checkout is never cached anywhere. */
export const headers: HeadersFunction = (args) => {
  // Plus the Retry-After of a 429 (too many coupon codes) or a 503 (the store failing).
  const headers = passRetryAfter(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/**
 * /store/checkout/?step=1|2|3 (non-numeric is 1). A step opens only after the ones before it; an
 * empty cart sends the shopper to the cart with a message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = context;
  const url = new URL(request.url);
  const step = parseStep(url.searchParams.get("step"));
  const reached = shopper.getValue("checkoutStep") ?? 1;
  const allowed = allowedStep(step, reached);
  if (allowed !== step) throw redirect(stepHref(allowed));
  const page = await loadCheckoutPage(request, shopper, step, reached, url.searchParams).catch(throwApiFailure);
  if (!page.cart.lines.length) {
    shopper.flashToast({ kind: "error", message: EMPTY_CART_AT_CHECKOUT });
    throw redirect("/store/cart");
  }
  return page;
}

/** Each step's form and the summary's coupon box. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleCheckoutAction(request, context.shopper);
}

export default function CheckoutRoute() {
  return <CheckoutPage />;
}

export const ErrorBoundary = RouteErrorScreen;
