import { Form, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Container } from "~/components/ui/Container";
import { cx } from "~/lib/cx";
import * as styles from "./account.css";

/** The customer's pages, in the order the account menu lists them. */
export const accountSections = [
  { label: "My account", to: "/account", end: true },
  { label: "Edit account", to: "/account/edit" },
  { label: "Password", to: "/account/password" },
  { label: "Address book", to: "/account/address" },
  { label: "Wishlist", to: "/account/wishlist" },
  { label: "Order history", to: "/account/order-history" },
] as const;

interface AccountPageProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Buttons beside the title (e.g. "New address"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A signed-in customer's page: the account navigation beside the content. */
export function AccountPage({ title, intro, actions, children }: AccountPageProps) {
  return (
    <Container className={styles.page}>
      <div className={styles.layout}>
        <AccountNav />
        <section className={styles.content} aria-labelledby="account-title">
          <header className={styles.pageHeader}>
            <div>
              <p className={styles.eyebrow}>My account</p>
              <h1 id="account-title" className={styles.title}>
                {title}
              </h1>
              {intro ? <p className={styles.intro}>{intro}</p> : null}
            </div>
            {actions ? <div className={styles.headerActions}>{actions}</div> : null}
          </header>
          {children}
        </section>
      </div>
    </Container>
  );
}

function AccountNav() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the navigation is a row that scrolls sideways: bring the current page's chip into view.
  useEffect(() => {
    const nav = ref.current;
    const current = nav?.querySelector<HTMLElement>("[aria-current='page']");
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft += current.getBoundingClientRect().left - nav.getBoundingClientRect().left - current.offsetWidth / 2;
  }, [pathname]);
  return (
    <nav ref={ref} className={styles.nav} aria-label="Account">
      <ul className={styles.navList}>
        {accountSections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={"end" in section ? section.end : false}
              className={({ isActive }) => cx(styles.navLink, isActive && styles.navLinkActive)}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
        <li className={styles.navSignOut}>
          <Form method="post" action="/account/logout">
            <button type="submit" className={styles.navLink}>
              Sign out
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** Login, register and their success page: one centred column, no account navigation. */
export function GuestPage({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Container className={styles.page}>
      <div className={cx(styles.guestColumn, wide && styles.guestColumnWide)}>
        <header className={styles.guestHeader}>
          <p className={styles.eyebrow}>My account</p>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </Container>
  );
}
