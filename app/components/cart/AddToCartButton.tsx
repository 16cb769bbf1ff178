import { useFetcher, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useSettledAnswer } from "~/components/forms/form-hooks";
import { Button, type ButtonVariants } from "~/components/ui/Button";
import { CART_ACTION, type CartActionData } from "~/lib/cart/intents";
import { openCartSidebar } from "~/lib/cart/sidebar-store";
import { EnhancedMarker, submitWithFetcher } from "~/lib/forms/progressive";
import { productHref } from "~/lib/links";
import { trackAddToCart, type TrackedProduct } from "~/lib/tracking/events";

interface AddToCartButtonProps extends ButtonVariants {
  product: TrackedProduct & { id: string; url?: string | null };
  label?: string;
  className?: string;
  /** E.g. out of stock. */
  disabled?: boolean;
  /**
   * The id of a tile's shared form (decision 187), whose action is the cart's and which carries the
   * product's id, page and the way back: then only the button is rendered, in that form.
   */
  form?: string;
}

/**
 * Add to cart from a list (tiles, compare, wishlist): quantity 1 (the action's default when the form
 * sends none), no options (docs/product/cart.md).
 * Success opens the cart sidebar (with JavaScript) or comes back to the same page with the notice
 * (without). An error, e.g. options to choose, shows the error and sends the shopper to the product
 * page ("with redirect", docs/product/cart.md): the action answers that redirect in both cases.
 */
export function AddToCartButton({
  product,
  label = "Add to cart",
  className,
  variant = "dark",
  size = "sm",
  block,
  disabled = false,
  form,
}: AddToCartButtonProps) {
  const location = useLocation();
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart:${product.id}` });
  const busy = fetcher.state !== "idle";

  // After the revalidated cart has arrived, open the sidebar on it.
  useSettledAnswer(fetcher, (answer) => {
    if (answer.ok && answer.intent === "add") {
      trackAddToCart(product);
      openCartSidebar();
    }
  });

  const button = (
    <Button
      // In a tile's form the button sends no intent: a plain post to the cart adds (decision 214).
      {...(form ? {} : { type: "submit", name: "intent", value: "add" })}
      variant={variant}
      size={size}
      block={block}
      // Busy, it keeps the focus (see PurchaseForm): aria-disabled, and the form ignores a second press.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-label={`${label}: ${product.name}`}
      {...(form
        ? {
            form,
            className,
            onClick: (event: MouseEvent<HTMLButtonElement>) => {
              if (busy) event.preventDefault();
              else submitWithFetcher(event, fetcher, CART_ACTION, { intent: "add" });
            },
          }
        : {})}
    >
      {busy ? "Adding…" : label}
    </Button>
  );
  if (form) return button;
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className} onSubmit={(event) => busy && event.preventDefault()}>
      <EnhancedMarker />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="productUrl" value={productHref(product)} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {button}
    </fetcher.Form>
  );
}
