import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { HeartIcon } from "~/components/icons";
import { cx } from "~/lib/cx";
import { EnhancedMarker, submitWithFetcher } from "~/lib/forms/progressive";
import { useShell } from "~/lib/shell/use-cart";
import { trackAddToWishlist, type TrackedProduct } from "~/lib/tracking/events";
import { WISHLIST_ACTION, type WishlistActionData } from "~/lib/wishlist/intents";
import * as styles from "./wishlist.css";

/**
 * The heart (docs/product/cart.md): filled when the product is wished, outlined otherwise; a click adds
 * or removes it. A plain form post without JavaScript; with it the heart flips at once (derived
 * from the pending submission) and the server's list takes over when the answer arrives.
 */
export function WishlistToggle({
  product,
  className,
  form,
}: {
  product: TrackedProduct & { id: string };
  className?: string;
  /** The id of a tile's shared form (decision 187): then only the button is rendered, in that form. */
  form?: string;
}) {
  const shell = useShell();
  const location = useLocation();
  const fetcher = useFetcher<WishlistActionData>({ key: `wishlist:${product.id}` });
  const saved = shell?.wishlistIds.includes(product.id) ?? false;
  const toggling = fetcher.formData?.get("intent") === "toggle";
  const wished = toggling ? !savedWhenSubmitted(fetcher.formData, saved) : saved;

  const tracked = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || tracked.current === answer) return;
    tracked.current = answer;
    if (answer.ok && answer.intent === "toggle" && answer.added) trackAddToWishlist(product);
  }, [fetcher.state, fetcher.data, product]);

  const label = wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`;
  const button = (
    <button
      // In a tile's form it submits by default.
      type={form ? undefined : "submit"}
      name="intent"
      // In a tile's shared form (decision 187) the button says what it showed, as `wished` does
      // in the heart's own form: a plain post then adds or removes, never toggles what another tab changed.
      value={form ? (saved ? "remove" : "add") : "toggle"}
      className={cx(styles.heart, wished && styles.heartOn, className)}
      aria-label={label}
      aria-pressed={wished}
      {...(form
        ? {
            form,
            formAction: WISHLIST_ACTION,
            onClick: (event: MouseEvent<HTMLButtonElement>) =>
              submitWithFetcher(event, fetcher, WISHLIST_ACTION, { intent: "toggle", wished: saved ? "1" : "0" }),
          }
        : {})}
    >
      <HeartIcon size={20} fill={wished ? "currentColor" : undefined} />
    </button>
  );
  if (form) return button;
  return (
    <fetcher.Form method="post" action={WISHLIST_ACTION} className={styles.toggleForm}>
      <EnhancedMarker />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="wished" value={saved ? "1" : "0"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {button}
    </fetcher.Form>
  );
}

/** What the page showed when the click was sent (the flip is relative to that, not to a newer list). */
function savedWhenSubmitted(formData: FormData | undefined, fallback: boolean): boolean {
  const value = formData?.get("wished");
  return value == null ? fallback : value === "1";
}
