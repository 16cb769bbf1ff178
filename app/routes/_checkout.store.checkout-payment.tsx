import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckoutResult } from "~/components/checkout/CheckoutResult";
import * as styles from "~/components/checkout/success.css";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { CloseIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { pendingOrderOf } from "~/lib/checkout/payment-return.server";
import { CHECKOUT_PATH } from "~/lib/checkout/steps";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { pageTitle } from "~/lib/store-config";

const TITLE = "Your payment did not go through";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * A card payment came back declined or cancelled (payment-return.server.ts): the store cancelled
 * the order, gave its stock back and put its products back in the cart (docs/decisions/262), so the
 * shopper checks out again from here. Without a card order in the session: the cart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const pending = pendingOrderOf(context.shopper.getValue("pendingCardOrder"));
  if (!pending) throw redirect("/store/cart");
  return { orderId: pending.id, outcome: pending.outcome ?? "failed" };
}

export default function CheckoutPayment() {
  const { orderId, outcome } = useLoaderData<typeof loader>();
  return (
    <Container>
      <CheckoutResult crumb="Payment" mark={<CloseIcon size={28} />} title={TITLE}>
        <p className={styles.text} role="alert">
          {outcome === "canceled"
            ? "The card payment was cancelled. Nothing has been charged."
            : "Your card was declined. Nothing has been charged."}
        </p>
        <p className={styles.order} data-order-id={orderId}>
          Order number: <strong>#{orderId}</strong>, cancelled
        </p>
        <p className={styles.text}>Its products are back in your cart: check out again to pay with this or another card.</p>
        <ButtonLink to={CHECKOUT_PATH} variant="dark" size="lg">
          Return to checkout
        </ButtonLink>
        <p className={styles.text}>
          Questions? Write to the <Link to="/contact">store owner</Link>.
        </p>
      </CheckoutResult>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
