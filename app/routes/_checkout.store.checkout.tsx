import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { handleCheckoutAction } from "~/lib/checkout/checkout-action.server";
import { loadCheckoutPage } from "~/lib/checkout/checkout.server";
import { allowedStep, EMPTY_CART_AT_CHECKOUT, parseStep, stepHref } from "~/lib/checkout/steps";
import { withStoreQuote } from "~/lib/checkout/store-order.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure, passRetryAfter } from "~/lib/http.server";
import { pageTitle } from "~/lib/store-config";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

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
  const backToCart = () => {
    shopper.flashToast({ kind: "error", message: EMPTY_CART_AT_CHECKOUT });
    return redirect("/store/cart");
  };
  // Asked even for a visitor the store does not know yet: the flash must come after the root
  // loader has read this request's toast, or that loader, running beside this one, takes it.
  const page = await loadCheckoutPage(request, shopper, step, reached, url.searchParams)
    .then((loaded) => withStoreQuote(loaded, shopper))
    .catch(throwApiFailure);
  if (!page.cart.lines.length) throw backToCart();
  return page;
}

/** Each step's form and the summary's coupon box. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleCheckoutAction(request, context.shopper);
}

/**
 * A refused action (4xx) keeps the page's data, except when "Complete order" was refused because
 * the total changed: the summary must then show the new total (decision 263).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { cartChanged?: boolean } | undefined)?.cartChanged === true || defaultShouldRevalidate;

export default function CheckoutRoute() {
  return <CheckoutPage />;
}

export const ErrorBoundary = RouteErrorScreen;
