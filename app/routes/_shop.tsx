import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { DeferredCartSidebar } from "~/components/cart/DeferredCartSidebar";
import { OrderConfirmedModal } from "~/components/checkout/OrderConfirmedModal";
import { LayoutPositions } from "~/components/layout/LayoutPositions";
import { BenefitStrip } from "~/components/shell/BenefitStrip";
import { BreadcrumbBar } from "~/components/shell/BreadcrumbBar";
import { Footer } from "~/components/shell/Footer";
import { Header } from "~/components/shell/Header";
import { NavigationSkeleton } from "~/components/shell/NavigationSkeleton";
import { placedOrder } from "~/lib/account/placed-order.server";
import { buildBreadcrumbs, failedPage, routeCrumbs } from "~/lib/breadcrumbs";
import { handlePaymentReturn } from "~/lib/checkout/payment-return.server";
import { errorPageLayout, layoutPath, resolveLayout } from "~/lib/layouts";
import { loadShell } from "~/lib/shell/shell.server";
import * as styles from "~/root.css";

/** The full-width shell (docs/product/shell-and-navigation.md: header, mobile header, toast, breadcrumb, footer) around every shop page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Back from the card payment page: order confirmed, cart emptied, then home (docs/product/shell-and-navigation.md).
  await handlePaymentReturn(request, context.shopper);
  const confirmed = context.shopper.takeFlash("orderConfirmed") ?? null;
  // What was bought and paid, as the order placed page shows it (null when the store does not read it back).
  const [shell, order] = await Promise.all([
    loadShell(context.shopper),
    confirmed ? placedOrder(context.shopper, confirmed.orderId) : null,
  ]);
  return {
    shell,
    orderConfirmed: confirmed && { ...confirmed, items: order?.items ?? [], total: order?.total ?? null },
    cartShortage: context.shopper.takeFlash("cartShortage") ?? null,
  };
}

export default function ShopLayout() {
  const { shell, orderConfirmed } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const matches = useMatches();
  const crumbs = routeCrumbs(matches) ?? buildBreadcrumbs(pathname, shell.categories ?? []);
  const layout = failedPage(matches) ? errorPageLayout() : resolveLayout(layoutPath(pathname));
  return (
    <>
      <BenefitStrip />
      <Header shell={shell} />
      <BreadcrumbBar crumbs={crumbs} shell={shell} />
      <main id="main" className={styles.main}>
        <LayoutPositions layout={layout}>
          <NavigationSkeleton>
            <Outlet />
          </NavigationSkeleton>
        </LayoutPositions>
      </main>
      <Footer />
      <DeferredCartSidebar />
      <OrderConfirmedModal confirmation={orderConfirmed} />
    </>
  );
}
