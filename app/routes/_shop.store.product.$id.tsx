import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { ProductErrorScreen } from "~/components/ErrorScreen";
import { ProductPage } from "~/components/product-page/ProductPage";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { UNAVAILABLE_TITLE } from "~/lib/error-texts";
import { passRetryAfter } from "~/lib/http.server";
import { productMeta } from "~/lib/pages/page-heads.server";
import { productPageHandle } from "~/lib/product/page-handle";
import { productPageAction } from "~/lib/product/product-actions.server";
import { loadProductPage } from "~/lib/product/product-page.server";
import { PRODUCT_NOT_FOUND } from "~/lib/product/texts";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/** The product page by id (or the store's keyword); `?category_id=` adds the category to the breadcrumb. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadProductPage(args.context, args.params.id ?? "", new URL(args.request.url));
  return { ...data, head: productMeta(await metaContext(args, productPageHandle.breadcrumb(data)), data) };
}

/** Add to cart and the review form. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return productPageAction(context, request, params.id ?? "");
}

/** 'Product Not Found' only when it is not there: a store that failed (503) is not a missing product. */
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? headOf(args.data)
    : privateMeta(isRouteErrorResponse(args.error) && args.error.status === 404 ? PRODUCT_NOT_FOUND : UNAVAILABLE_TITLE);

export const handle = { ...productPageHandle, cacheKind: "product" } satisfies RouteHandle;

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  return <ProductPage key={data.product.id} data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = ProductErrorScreen;
