import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/AccountPage";
import { NoOrdersYet, OrderCard, OrdersNotListed } from "~/components/account/OrderCard";
import * as styles from "~/components/account/orders.css";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { customerOrLogin } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { returnRequestHref, toOrderSummaries } from "~/lib/account/orders";
import { storeOrderHistoryUrl } from "~/lib/account/password-reset.server";
import { AccountOrderHistoryDocument } from "~/lib/account/queries.server";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure } from "~/lib/http.server";
import { pageNumber } from "~/lib/page-number";

const ORDERS_PER_PAGE = 10;

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Order history");

/** The customer's orders, newest first, ten a page (`?page=`); guests sign in first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const [data, { extensions }] = await Promise.all([
    context.shopper.api.request(AccountOrderHistoryDocument, { page, size: ORDERS_PER_PAGE }).catch(throwApiFailure),
    storeCapabilities(context.shopper.api),
  ]);
  customerOrLogin(data.accountCheckLogged, request);
  // Order history is an extension: a stock store cannot list orders, which is not "no orders".
  if (!extensions) return { listed: false, orders: [], page: 1, totalPages: 1, totalOrders: 0, storeOrders: storeOrderHistoryUrl(request) };
  const list = data.accountOrdersList;
  // A page past the last (an old link): the first page rather than an empty list.
  if (page > 1 && !list?.content?.length) throw redirect("/account/order-history");
  return {
    listed: true,
    orders: toOrderSummaries(list?.content),
    page: list?.number ?? page,
    totalPages: list?.totalPages ?? 1,
    totalOrders: list?.totalElements ?? 0,
    storeOrders: null,
  };
}

export default function OrderHistoryPage() {
  const { listed, orders, page, totalPages, totalOrders, storeOrders } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Order history"
      intro={totalOrders ? `${totalOrders} ${totalOrders === 1 ? "order" : "orders"} placed with us.` : undefined}
    >
      {!listed ? (
        <OrdersNotListed storeOrdersHref={storeOrders} />
      ) : orders.length ? (
        <>
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} returnHref={returnRequestHref(order.id)} />
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav className={styles.pager} aria-label="Order pages">
              {page > 1 ? <Link to={`?page=${page - 1}`}>← Newer orders</Link> : <span />}
              <span>
                Page {page} of {totalPages}
              </span>
              {page < totalPages ? <Link to={`?page=${page + 1}`}>Older orders →</Link> : <span />}
            </nav>
          ) : null}
        </>
      ) : (
        <NoOrdersYet />
      )}
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
