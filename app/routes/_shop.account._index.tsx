import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/AccountPage";
import { AccountTiles } from "~/components/account/AccountTiles";
import * as hub from "~/components/account/hub.css";
import { NoOrdersYet, OrderCard, OrdersNotListed } from "~/components/account/OrderCard";
import * as orderStyles from "~/components/account/orders.css";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { isNewAccount } from "~/lib/account/browser-customer.server";
import { customerOrLogin } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { toOrderSummaries } from "~/lib/account/orders";
import { storeOrderHistoryUrl } from "~/lib/account/password-reset.server";
import { AccountHubDocument } from "~/lib/account/queries.server";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure } from "~/lib/http.server";
import { storeName } from "~/lib/store-config";

/** The latest orders the hub shows; the order history lists them all. */
const RECENT_ORDERS = 3;

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("My account");

/** The hub: guests go to the login page and come back here (docs/product/accounts.md). One call for guard and data. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [data, { extensions }] = await Promise.all([
    context.shopper.api.request(AccountHubDocument, { size: RECENT_ORDERS }).catch(throwApiFailure),
    storeCapabilities(context.shopper.api),
  ]);
  const customer = customerOrLogin(data.accountCheckLogged, request);
  return {
    // Order history is an extension (decision 165).
    ordersListed: extensions,
    // The store's own order page, where the shop cannot list orders (decisions 360, 365).
    storeOrders: extensions ? null : storeOrderHistoryUrl(request),
    firstName: customer.firstName ?? "",
    // Registered on this browser and not signed out since: a welcome, not a welcome back.
    newAccount: isNewAccount(context.shopper, customer.id),
    email: customer.email ?? "",
    orders: toOrderSummaries(data.accountOrdersList?.content),
    orderCount: data.accountOrdersList?.totalElements ?? 0,
  };
}

export default function AccountHubPage() {
  const { firstName, newAccount, email, ordersListed, storeOrders, orders, orderCount } = useLoaderData<typeof loader>();
  const name = firstName ? `, ${firstName}` : "";
  return (
    <AccountPage
      title="My account"
      intro={
        <>
          {newAccount ? `Welcome to ${storeName}${name}: your new account is ready.` : `Welcome back${name}.`} You are signed in as{" "}
          <strong>{email}</strong>.
        </>
      }
    >
      <AccountTiles />
      <section className={hub.section} aria-labelledby="recent-orders">
        <div className={hub.sectionHeader}>
          <h2 id="recent-orders" className={hub.sectionTitle}>
            Recent orders
          </h2>
          {orderCount > 0 ? (
            <Link to="/account/order-history" className={hub.sectionLink}>
              View all {orderCount} {orderCount === 1 ? "order" : "orders"}
            </Link>
          ) : null}
        </div>
        {!ordersListed ? (
          <OrdersNotListed storeOrdersHref={storeOrders} />
        ) : orders.length ? (
          <ul className={orderStyles.list}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} compact />
              </li>
            ))}
          </ul>
        ) : (
          <NoOrdersYet />
        )}
      </section>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
