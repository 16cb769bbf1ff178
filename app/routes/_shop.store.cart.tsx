import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CartPage } from "~/components/cart/CartPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { handleCartAction, type CartActionData } from "~/lib/cart/cart-action.server";
import { orderApiCouponChecker } from "~/lib/checkout/store-order.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { passRetryAfter } from "~/lib/http.server";
import { requireShopperState } from "~/lib/shell/shell.server";
import { pageTitle } from "~/lib/store-config";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => [{ title: pageTitle("Shopping cart") }, { name: "robots", content: "noindex" }];

/** The one cart action: add, update, increase, decrease, remove, applyCoupon, removeCoupon. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleCartAction(request, context.shopper, orderApiCouponChecker(context.shopper));
}

/**
 * The cart itself comes with the shop layout's shell (one round trip for both); this loader only
 * turns a store that cannot be reached into a 503 instead of an empty cart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireShopperState(context.shopper);
  return null;
}

export default function CartRoute() {
  const actionData = useActionData<CartActionData>();
  const couponResult = actionData && !actionData.ok && actionData.intent === "applyCoupon" ? actionData.lastResult : undefined;
  return <CartPage couponResult={couponResult} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
