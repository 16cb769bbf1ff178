import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { WishlistPage } from "~/components/wishlist/WishlistPage";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure } from "~/lib/http.server";
import { pageTitle } from "~/lib/store-config";
import { handleWishlistAction } from "~/lib/wishlist/wishlist-action.server";
import { loadWishlist } from "~/lib/wishlist/wishlist.server";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => [{ title: pageTitle("Wishlist") }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { products: await loadWishlist(context.shopper).catch(throwApiFailure) };
}

/** The heart toggle (from any page), Delete all and Add to cart. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleWishlistAction(request, context.shopper);
}

export default function WishlistRoute() {
  const { products } = useLoaderData<typeof loader>();
  return <WishlistPage products={products} />;
}

export const ErrorBoundary = RouteErrorScreen;
