import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CardOrderResult, NOT_THROUGH_TITLE, WAITING_TITLE } from "~/components/checkout/CardOrderResult";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { Container } from "~/components/ui/Container";
import { cardOrderState } from "~/lib/checkout/payment-return.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { pageTitle } from "~/lib/store-config";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.state === "waiting" ? WAITING_TITLE : NOT_THROUGH_TITLE) },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * The session's card order (payment-return.server.ts, docs/product/checkout.md): still waiting for
 * its payment (a visit by address, or back from the payment page), with "Pay now"; or its payment
 * declined, cancelled or never made in time: the store cancelled the order and gave its stock back
 * (docs/decisions/262), and a declined or cancelled one's products are back in the cart, so the
 * shopper checks out again from here. A paid one goes home; without a card order: the cart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const order = await cardOrderState(context.shopper);
  if (!order) throw redirect("/store/cart");
  return order;
}

export default function CheckoutPayment() {
  return (
    <Container>
      <CardOrderResult order={useLoaderData<typeof loader>()} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
