import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { RouteErrorView, StatusScreen } from "~/components/error-screens";
import { PRODUCT_NOT_FOUND } from "~/lib/product/texts";

/**
 * 'Product Not Found' (404) with its own heading when the product is what is missing; anything else
 * (an unknown keyword URL is 'Page not found') as every page shows it.
 */
export function ProductErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404 && error.data?.message === PRODUCT_NOT_FOUND) {
    return (
      <StatusScreen
        code="404"
        title={PRODUCT_NOT_FOUND}
        text="This frame is not in our collection any more, or never was. Plenty of others are."
      />
    );
  }
  return <RouteErrorView />;
}
