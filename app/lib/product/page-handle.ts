import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { PRODUCT_UNAVAILABLE_CRUMB } from "./texts";
import type { ProductPageData } from "./types";

/** Home, the category the shopper came from (`?category_id=`), then the product by name. */
export const productPageHandle: BreadcrumbHandle<Pick<ProductPageData, "product" | "category" | "path">> = {
  breadcrumb: ({ product, category, path }) => [
    ...(category ? [{ label: category.name, to: category.href }] : []),
    { label: product.name, to: path },
  ],
  // The layout cannot see the failure's status, so one crumb that fits a 404 and a 503 alike.
  failedLabel: PRODUCT_UNAVAILABLE_CRUMB,
};
