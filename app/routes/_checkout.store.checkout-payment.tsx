import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckoutResult } from "~/components/checkout/CheckoutResult";
import * as styles from "~/components/checkout/success.css";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { CloseIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { pendingOrderOf } from "~/lib/checkout/payment-return.server";
import { pageTitle } from "~/lib/store-config";

const TITLE = "Your payment did not go through";

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * A card payment came back declined or cancelled (payment-return.server.ts): the order is placed
 * and waits for payment, so the shopper pays it again from here. Without a waiting card order in
 * the session there is nothing to pay: the cart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const pending = pendingOrderOf(context.shopper.getValue("pendingCardOrder"));
  if (!pending) throw redirect("/store/cart");
  return { orderId: pending.id, paymentUrl: pending.paymentUrl, outcome: pending.outcome ?? "failed" };
}

export default function CheckoutPayment() {
  const { orderId, paymentUrl, outcome } = useLoaderData<typeof loader>();
  return (
    <Container>
      <CheckoutResult crumb="Payment" mark={<CloseIcon size={28} />} title={TITLE}>
        <p className={styles.text} role="alert">
          {outcome === "canceled"
            ? "The card payment was cancelled. Nothing has been charged."
            : "Your card was declined. Nothing has been charged."}
        </p>
        <p className={styles.order} data-order-id={orderId}>
          Order number: <strong>#{orderId}</strong>, awaiting payment
        </p>
        <p className={styles.text}>Your order and its products are kept: pay it now with this or another card.</p>
        {/* The payment page is not a page of the shop: a full page load, with or without JavaScript. */}
        <ButtonLink to={paymentUrl} reloadDocument variant="dark" size="lg">
          Pay now
        </ButtonLink>
        <p className={styles.text}>
          Questions? Write to the <Link to="/contact">store owner</Link>.
        </p>
      </CheckoutResult>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
