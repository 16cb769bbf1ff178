import { Suspense } from "react";
// Its styles stay with every page's (they are inlined into the document of a page that failed).
import "./error.css";
import { lazyComponent } from "./lazy-component";

/**
 * What error boundaries render. The screens themselves render only when a page failed, so their
 * code is fetched then, not with every page (decision 201): hydration keeps the server's markup of
 * a failed page until it is in, and a navigation that fails shows the screen once it is.
 */
const routeScreen = lazyComponent(() => import("./error-screens").then((module) => module.RouteErrorView));
const productScreen = lazyComponent(() => import("./product-page/ProductErrorView").then((module) => module.ProductErrorView));

/** What an error boundary shows for what a loader threw: 404, the API being away (503), or anything else. */
export function RouteErrorScreen() {
  return (
    <Suspense fallback={null}>
      <routeScreen.View />
    </Suspense>
  );
}

/** A product page's: 'Product Not Found' when the product is what is missing, else as every page. */
export function ProductErrorScreen() {
  return (
    <Suspense fallback={null}>
      <productScreen.View />
    </Suspense>
  );
}
