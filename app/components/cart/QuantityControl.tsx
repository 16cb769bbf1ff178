import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { MinusIcon, PlusIcon } from "~/components/icons";
import { CART_ACTION, MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity, steppedQuantity } from "~/lib/cart/intents";
import { cx } from "~/lib/cx";
import { ENHANCED_FIELD } from "~/lib/forms/progressive";
import { useCartShortage } from "~/lib/shell/use-cart";
import * as styles from "./quantity.css";

interface QuantityControlProps {
  lineKey: string;
  /** The line's quantity as the shopper should see it (optimistic). */
  quantity: number;
  productName: string;
  size?: "md" | "sm";
}

/**
 * Minus, typed value, plus (docs/product/cart.md: minus disabled at 1, typed values under 1 become 1). A plain form
 * without JavaScript: the buttons post 'decrease'/'increase' with the quantity shown, Enter posts the
 * typed value. With JavaScript every change is sent as an absolute quantity computed from the
 * optimistic value, through one fetcher per line: rapid clicks add up exactly once each, and a newer
 * click supersedes an older request still in flight.
 */
export function QuantityControl({ lineKey, quantity, productName, size = "md" }: QuantityControlProps) {
  const fetcher = useFetcher({ key: `cart-line:${lineKey}:update` });
  const [draft, setDraft] = useState<string | null>(null);
  // A quantity the store refused stays in the field (marked invalid) until the shopper changes it.
  const shortage = useCartShortage(lineKey);
  // A refused value clamped to what may be bought is the line's quantity: nothing stays refused.
  const refused = shortage && !shortage.clamped ? shortage.typed : undefined;
  // Minus works on the quantity shown: from a refused one it goes down to what is left.
  const shown = refused ?? quantity;
  const available = refused != null ? (shortage?.available ?? null) : null;

  // A quantity from elsewhere (the other view of the same line, the server) replaces a stale draft.
  useEffect(() => setDraft(null), [quantity]);

  const send = (next: number) => {
    setDraft(null);
    if (next === quantity && refused == null) return;
    fetcher.submit(
      { intent: "update", key: lineKey, quantity: String(next), [ENHANCED_FIELD]: "1" },
      { method: "post", action: CART_ACTION },
    );
  };

  const sendTyped = () => {
    if (draft == null) return;
    const typed = normalizeQuantity(draft);
    if (typed == null) setDraft(null);
    else send(typed);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value;
    if (intent === "increase") send(steppedQuantity(quantity, intent));
    else if (intent === "decrease") send(steppedQuantity(shown, intent, available));
    else sendTyped();
  };

  return (
    <form
      method="post"
      action={CART_ACTION}
      noValidate
      onSubmit={onSubmit}
      className={cx(styles.control, styles.size[size])}
      data-quantity-control
    >
      <input type="hidden" name="key" value={lineKey} />
      {available != null ? <input type="hidden" name="available" value={available} /> : null}
      {/* First submit button: Enter in the field posts the typed value. */}
      <button type="submit" name="intent" value="update" className="visually-hidden" tabIndex={-1}>
        Update quantity
      </button>
      <button
        type="submit"
        name="intent"
        value="decrease"
        className={styles.step}
        disabled={shown <= MIN_QUANTITY}
        aria-label={`Decrease quantity of ${productName}`}
      >
        <MinusIcon size={16} />
      </button>
      <input
        className={styles.input}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        value={draft ?? String(shown)}
        aria-invalid={refused != null && draft == null ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={sendTyped}
        aria-label={`Quantity of ${productName}`}
      />
      <button type="submit" name="intent" value="increase" className={styles.step} aria-label={`Increase quantity of ${productName}`}>
        <PlusIcon size={16} />
      </button>
    </form>
  );
}
