import type { MetaFunction } from "@remix-run/node";
import { StatusScreen } from "~/components/ErrorScreen";
import { ButtonLink } from "~/components/ui/Button";
import { pageTitle } from "~/lib/store-config";

export const meta: MetaFunction = () => [{ title: pageTitle("Checkout") }, { name: "robots", content: "noindex" }];

/**
 * Placeholder: the checkout steps arrive with the checkout issue. This route exists now so the
 * checkout layout (logo only, no breadcrumb) is real and tested.
 */
export default function CheckoutPlaceholder() {
  return (
    <StatusScreen
      code="Checkout"
      title="Checkout is not open yet"
      text="Secure checkout arrives in the next release of the shop. Your bag is kept for you in the meantime."
      actions={
        <ButtonLink to="/store/cart" variant="outline">
          Return to cart
        </ButtonLink>
      }
    />
  );
}
