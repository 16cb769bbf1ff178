import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CartPage } from "~/components/cart/CartPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { handleCartAction, type CartActionData } from "~/lib/cart/cart-action.server";
import { pageTitle } from "~/lib/store-config";

export const meta: MetaFunction = () => [{ title: pageTitle("Shopping cart") }, { name: "robots", content: "noindex" }];

/** The one cart action: add, update, increase, decrease, remove, applyCoupon, removeCoupon. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleCartAction(request, context.shopper);
}

/** The cart itself comes with the shop layout's shell (one round trip for both): no loader here. */
export default function CartRoute() {
  const actionData = useActionData<CartActionData>();
  const couponResult = actionData && !actionData.ok && actionData.intent === "applyCoupon" ? actionData.lastResult : undefined;
  return <CartPage couponResult={couponResult} />;
}

export const ErrorBoundary = RouteErrorScreen;
