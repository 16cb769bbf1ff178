import { LockIcon } from "~/components/icons";
import { Button, ButtonLink } from "~/components/ui/Button";

export const CHECKOUT_HREF = "/store/checkout/";

/** docs/product/checkout.md: disabled and linkless while the cart is empty, otherwise a link to the checkout. */
export function CheckoutButton({ empty, onNavigate }: { empty: boolean; onNavigate?: () => void }) {
  if (empty) {
    return (
      <Button variant="dark" size="lg" block disabled>
        Checkout
      </Button>
    );
  }
  return (
    <ButtonLink to={CHECKOUT_HREF} variant="dark" size="lg" block onClick={onNavigate}>
      <LockIcon size={18} /> Checkout
    </ButtonLink>
  );
}
