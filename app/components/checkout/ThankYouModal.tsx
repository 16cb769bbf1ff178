import { Link } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { OrderLines } from "~/components/account/OrderCard";
import { CheckIcon, CloseIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import type { OrderItem } from "~/lib/account/orders";
import { takeStoredOrderId } from "~/lib/checkout/order-storage";
import * as styles from "./thank-you.css";

/** The paid order: its id, and its lines and total when the store reads it back. */
export interface Confirmation {
  orderId: string | null;
  items?: OrderItem[];
  total?: string | null;
}

/**
 * The home page's thank-you modal (docs/product/checkout.md): shown while the order-confirmed flag is set,
 * closing clears it. The flag is a one-time value in the session, so the modal renders on the server
 * and works without JavaScript (its close button is then a link home, where the flag is gone). With
 * JavaScript it also reads the order id the checkout left in local storage, and removes it.
 */
export function ThankYouModal({ confirmation }: { confirmation: Confirmation | null }) {
  const [open, setOpen] = useState(Boolean(confirmation));
  const [orderId, setOrderId] = useState(confirmation?.orderId ?? null);

  useEffect(() => {
    setOpen(Boolean(confirmation));
    if (!confirmation) return;
    const stored = takeStoredOrderId();
    if (!confirmation.orderId && stored) setOrderId(stored);
  }, [confirmation]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (!open) return null;
  const close = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(false);
  };
  return (
    <div className={styles.backdrop} data-thank-you>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="thank-you-title">
        <Link to="/" className={styles.close} onClick={close} aria-label="Close">
          <CloseIcon />
        </Link>
        <span className={styles.badge}>
          <CheckIcon size={28} />
        </span>
        <h2 id="thank-you-title" className={styles.title}>
          Thank you for your order!
        </h2>
        <p className={styles.text}>Your payment went through and your order is confirmed. We will e-mail you as soon as it ships.</p>
        {orderId ? <p className={styles.order}>Order number: #{orderId}</p> : null}
        {/* What was bought and paid, as the order placed page shows it. */}
        {orderId && confirmation?.items?.length ? <OrderLines order={{ id: orderId, items: confirmation.items }} /> : null}
        {confirmation?.total ? (
          <p className={styles.text} data-order-total>
            Total paid: <strong>{confirmation.total}</strong>
          </p>
        ) : null}
        {/* Keyboard and screen reader users land in the dialog. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <ButtonLink to="/" variant="dark" onClick={close} autoFocus>
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}
