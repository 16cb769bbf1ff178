import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderLines } from "~/components/account/OrderCard";
import { CheckoutResult } from "~/components/checkout/CheckoutResult";
import * as styles from "~/components/checkout/success.css";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { CheckIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { placedOrder } from "~/lib/account/placed-order.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { pageTitle } from "~/lib/store-config";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => [{ title: pageTitle("Your order has been placed!") }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * The order just placed, with its lines as the store has them (a lens line's summary with them);
 * a reload shows it again. Opened by a shopper who has placed no order, the page has nothing to
 * confirm: they go to their cart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const placed = context.shopper.takeFlash("placedOrder") ?? context.shopper.getValue("lastPlacedOrder")?.orderId;
  if (placed === undefined) throw redirect("/store/cart");
  const orderId = placed || null;
  const kept = context.shopper.getValue("lastPlacedOrder");
  // An order the store's order API placed: its own total lines, kept with it (decision 360).
  const totals = orderId && kept?.orderId === orderId ? (kept.totals ?? []) : [];
  const order = await placedOrder(context.shopper, orderId);
  return { orderId, items: order?.items ?? [], totals };
}

/**
 * The order placed page, in the checkout's simplified layout (/store/checkout* in docs/product) with
 * its own breadcrumb trail (docs/decisions/071-checkout-success-layout.md).
 */
export default function CheckoutSuccess() {
  const { orderId, items, totals } = useLoaderData<typeof loader>();
  return (
    <Container>
      <CheckoutResult crumb="Success" mark={<CheckIcon size={28} />} title="Your order has been placed!">
        <p className={styles.text}>Your order has been successfully processed!</p>
        {orderId ? (
          <p className={styles.order} data-order-id={orderId}>
            Order number: <strong>#{orderId}</strong>
          </p>
        ) : null}
        {orderId && items.length ? <OrderLines order={{ id: orderId, items }} className={styles.lines} /> : null}
        {totals.length ? (
          <dl className={styles.totals} data-store-totals>
            {totals.map((line) => (
              <div key={`${line.title} ${line.text}`} className={styles.totalRow}>
                <dt>{line.title}</dt>
                <dd className={styles.totalValue}>{line.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.text}>
          Please direct any questions you have to the <Link to="/contact">store owner</Link>.
        </p>
        <p className={styles.text}>Thanks for shopping with us online!</p>
        <ButtonLink to="/" variant="dark" size="lg">
          Continue
        </ButtonLink>
      </CheckoutResult>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
