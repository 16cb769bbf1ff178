import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductErrorScreen, ProductPage, productPageHandle } from "~/components/product-page/ProductPage";
import { productPageAction } from "~/lib/product/product-actions.server";
import { loadProductPage } from "~/lib/product/product-page.server";
import { PRODUCT_NOT_FOUND } from "~/lib/product/texts";
import { privateMeta, productMeta } from "~/lib/seo/pages";

/** The product page by id (or the store's keyword); `?category_id=` adds the category to the breadcrumb. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadProductPage(context.shopper.api, params.id ?? "", new URL(request.url));
}

/** Add to cart and the review form. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return productPageAction(context.shopper, request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? productMeta(args, args.data) : privateMeta(PRODUCT_NOT_FOUND));

export const handle = productPageHandle;

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  return <ProductPage key={data.product.id} data={data} />;
}

export const ErrorBoundary = ProductErrorScreen;
