import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { LayoutPositions } from "~/components/layout/LayoutPositions";
import { BenefitStrip } from "~/components/shell/BenefitStrip";
import { BreadcrumbBar } from "~/components/shell/BreadcrumbBar";
import { Footer } from "~/components/shell/Footer";
import { Header } from "~/components/shell/Header";
import { buildBreadcrumbs } from "~/lib/breadcrumbs";
import { layoutPath, resolveLayout } from "~/lib/layouts";
import { loadShell } from "~/lib/shell.server";
import * as styles from "~/root.css";

/** The full-width shell (spec: header, mobile header, toast, breadcrumb, footer) around every shop page. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { shell: await loadShell(context.shopper) };
}

export default function ShopLayout() {
  const { shell } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname, shell.categories ?? []);
  const layout = resolveLayout(layoutPath(pathname));
  return (
    <>
      <BenefitStrip />
      <Header shell={shell} />
      <BreadcrumbBar crumbs={crumbs} shell={shell} />
      <main id="main" className={styles.main}>
        <LayoutPositions layout={layout}>
          <Outlet />
        </LayoutPositions>
      </main>
      <Footer />
    </>
  );
}
