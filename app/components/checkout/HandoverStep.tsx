import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ArrowLeftIcon, LockIcon } from "~/components/icons";
import { buttonClass } from "~/components/ui/Button";
import type { CheckoutHandover } from "~/lib/checkout/checkout.server";
import { CHECKOUT_PATH } from "~/lib/checkout/steps";
import { supportEmail } from "~/lib/store-config";
import * as styles from "./checkout.css";
import { CheckoutFooter } from "./CheckoutFooter";

export const HANDOVER_LABEL = "Continue to the store's checkout";

/** Said, with JavaScript off, before the way to OpenCart's own checkout page (docs/real-stores.md). */
export const NEEDS_JAVASCRIPT_TEXT =
  "The store's checkout page only works with JavaScript turned on. Turn JavaScript on in your browser to place your order there.";

interface HandoverStepProps {
  handover: CheckoutHandover;
  back: { to: string; label: string };
  children?: ReactNode;
}

/**
 * Step 3 on a store that takes no payment over the API (docs/decisions/222-store-shipping-methods.md):
 * the shopper goes on to the store's own checkout. When the store's host shares cookies with the
 * shop, a document post (also with JavaScript: the browser follows the 303 and keeps the store's
 * session cookies), so the bag goes along; otherwise a plain link, saying the bag stays here.
 */
export function HandoverStep({ handover, back, children }: HandoverStepProps) {
  const { link, carriesCart, total, needsJavaScript } = handover;
  // Shown only to a browser that runs no scripts: the store's page would not work for it.
  const scriptNote = needsJavaScript ? (
    <noscript>
      <p className={styles.handoverNote} data-needs-javascript>
        {NEEDS_JAVASCRIPT_TEXT}
      </p>
    </noscript>
  ) : null;
  const totalLine = (
    <p className={styles.handoverTotal}>
      <span className={styles.handoverTotalLabel}>{total.title} the store will charge</span>
      <strong className={styles.handoverTotalValue} data-handover-total>
        {total.text}
      </strong>
    </p>
  );
  const backLink = (
    <Link to={back.to} className={styles.backLink}>
      <ArrowLeftIcon size={16} /> {back.label}
    </Link>
  );

  if (link && carriesCart) {
    return (
      <Form method="post" action={`${CHECKOUT_PATH}?step=3`} reloadDocument className={styles.form} data-checkout-step="handover">
        {children}
        <section className={styles.card} aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title" className={styles.sectionTitle}>
            Payment
          </h2>
          <p className={styles.handoverText}>
            This store takes payment on its own site. Your bag goes with you: there you confirm your details, choose how to pay and place
            the order.
          </p>
          <p className={styles.handoverSecure}>
            <LockIcon size={16} /> You pay on the store&apos;s own checkout page.
          </p>
          {totalLine}
          {scriptNote}
        </section>
        <CheckoutFooter back={back} intent="handover" label={HANDOVER_LABEL} pendingLabel="Opening the store's checkout…" />
      </Form>
    );
  }

  return (
    <div className={styles.form} data-checkout-step="handover">
      {children}
      <section className={styles.card} aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        {link ? (
          <>
            <p className={styles.handoverText}>This store takes payment on its own site.</p>
            <p className={styles.handoverNote}>
              Your bag will need to be filled there again: this shop cannot pass it on to the store&apos;s site.
            </p>
            {totalLine}
            {scriptNote}
          </>
        ) : (
          <p className={styles.handoverText}>
            This store takes payment on its own site, but has not said where. Write to us at{" "}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will help you complete your order.
          </p>
        )}
      </section>
      <div className={styles.footer}>
        {backLink}
        {link ? (
          <a href={link} className={buttonClass({ size: "lg" })}>
            {HANDOVER_LABEL}
          </a>
        ) : null}
      </div>
    </div>
  );
}
