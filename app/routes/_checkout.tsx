import { Link, Outlet, useRouteLoaderData } from "@remix-run/react";
import * as styles from "~/components/checkout/checkout-layout.css";
import { Logo } from "~/components/shell/Logo";
import { Container } from "~/components/ui/Container";
import { copyrightLine } from "~/lib/store-config";
import * as rootStyles from "~/root.css";

/**
 * The checkout shell (docs/product/checkout.md): a simplified header with only the logo linking home, no breadcrumb.
 * The checkout's steps add 'Already have an account? Log in' for guests.
 */
export default function CheckoutLayout() {
  const checkout = useRouteLoaderData<{ loggedIn: boolean }>("routes/_checkout.store.checkout");
  return (
    <>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <Logo />
          {checkout && !checkout.loggedIn ? (
            <p className={styles.login}>
              Already have an account? <Link to="/account/login">Log in</Link>
            </p>
          ) : null}
        </Container>
      </header>
      <main id="main" className={rootStyles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <Container>{copyrightLine()}</Container>
      </footer>
    </>
  );
}
