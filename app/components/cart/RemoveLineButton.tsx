import { useFetcher } from "@remix-run/react";
import { TrashIcon } from "~/components/icons";
import { CART_ACTION } from "~/lib/cart/intents";
import { EnhancedMarker } from "~/lib/forms/progressive";
import * as styles from "./cart.css";

/** Removes one line: a plain form post, or a fetcher whose pending state hides the line at once. */
export function RemoveLineButton({ lineKey, productName }: { lineKey: string; productName: string }) {
  const fetcher = useFetcher({ key: `cart-line:${lineKey}:remove` });
  return (
    <fetcher.Form method="post" action={CART_ACTION}>
      <EnhancedMarker />
      <input type="hidden" name="key" value={lineKey} />
      <button type="submit" name="intent" value="remove" className={styles.removeButton} aria-label={`Remove ${productName}`}>
        <TrashIcon size={18} />
      </button>
    </fetcher.Form>
  );
}
