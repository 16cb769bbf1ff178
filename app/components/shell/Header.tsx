import { Form, Link } from "@remix-run/react";
import { CartButton, useCartLineCount } from "~/components/cart/CartButton";
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from "~/components/icons";
import { MainMenu } from "~/components/menu/MainMenu";
import { PreferenceSwitcher } from "~/components/menu/PreferenceSwitcher";
import { HeaderSearch } from "~/components/search/HeaderSearch";
import { Container } from "~/components/ui/Container";
import { cx } from "~/lib/cx";
import { splitTopCategories } from "~/lib/menu/rules";
import type { ShellState } from "~/lib/shell/types";
import { accountLinks } from "~/lib/store-config";
import { Disclosure } from "./Disclosure";
import * as styles from "./header.css";
import { Logo } from "./Logo";

/** Desktop and mobile header in one: CSS shows the right parts for the width. */
export function Header({ shell }: { shell: ShellState }) {
  // The featured categories' row runs along the header's foot on desktop (MainMenu): room for it.
  const withRow = splitTopCategories(shell.topCategories).featured.length > 0;
  return (
    <header className={cx(styles.header, withRow && styles.withRow)}>
      <Container className={styles.bar}>
        <div className={styles.start}>
          <MainMenu shell={shell} />
          <div className={cx(styles.desktopOnly, styles.searchSlot)}>
            <HeaderSearch variant="bar" />
          </div>
          <Disclosure
            className={cx(styles.mobileOnly, styles.staticDropdown)}
            summaryClassName={styles.action}
            label="Search"
            panelClassName={styles.searchPanel}
            summary={<SearchIcon />}
          >
            <HeaderSearch variant="panel" />
          </Disclosure>
        </div>
        <Logo />
        <HeaderActions shell={shell} />
      </Container>
    </header>
  );
}

/** Account, wishlist and cart: the same links in the header and in the breadcrumb bar; the switchers only in the header. */
export function HeaderActions({ shell, compact = false }: { shell: ShellState; compact?: boolean }) {
  return (
    <div className={styles.end}>
      {compact ? null : (
        <>
          <PreferenceSwitcher preference="language" options={shell.languages} variant="dropdown" className={styles.desktopOnly} />
          <PreferenceSwitcher preference="currency" options={shell.currencies} variant="dropdown" className={styles.desktopOnly} />
        </>
      )}
      <AccountMenu loggedIn={shell.loggedIn} className={compact ? undefined : styles.desktopOnly} />
      <WishlistLink count={shell.wishlistCount} />
      <CartLink count={shell.cartCount} />
    </div>
  );
}

/** docs/product/shell-and-navigation.md: guests see Sign in and Register, customers their account pages and Sign out; some links are for everyone. */
function AccountMenu({ loggedIn, className }: { loggedIn: boolean; className?: string }) {
  const links = [...(loggedIn ? accountLinks.customer : accountLinks.guest), ...accountLinks.everyone];
  return (
    <Disclosure
      className={cx(styles.dropdown, className)}
      summaryClassName={styles.action}
      // The visible word is part of the name (WCAG 2.5.3): "Sign in" for guests.
      label={loggedIn ? "Account" : "Sign in or create an account"}
      panelClassName={styles.dropdownPanel}
      summary={
        <>
          <UserIcon />
          <span className={styles.actionLabel}>{loggedIn ? "Account" : "Sign in"}</span>
        </>
      }
    >
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.dropdownLink}>
          {link.label}
        </Link>
      ))}
      {loggedIn ? (
        <>
          <hr className={styles.dropdownDivider} />
          <Form method="post" action="/account/logout">
            <button type="submit" className={cx(styles.dropdownLink, styles.fullWidth)}>
              Sign out
            </button>
          </Form>
        </>
      ) : null}
    </Disclosure>
  );
}

/** docs/product/shell-and-navigation.md: the wishlist link shows its count in brackets when above zero. */
function WishlistLink({ count }: { count: number }) {
  return (
    <Link to="/account/wishlist" className={styles.action} aria-label={count > 0 ? `Wishlist (${count})` : "Wishlist"}>
      <HeartIcon />
      <span className={styles.actionLabel} aria-hidden="true">
        Wishlist{count > 0 ? ` (${count})` : ""}
      </span>
    </Link>
  );
}

/** The cart icon: a link to the cart page without JavaScript, the cart sidebar's opener with it. */
function CartLink({ count: serverCount }: { count: number }) {
  const count = useCartLineCount(serverCount);
  const label = count === 1 ? "Shopping bag, 1 item" : `Shopping bag, ${count} items`;
  return (
    <CartButton className={styles.action} aria-label={label} data-cart-count={count}>
      <span className={styles.iconWithCount}>
        <BagIcon />
        {count > 0 ? (
          <span className={styles.countBubble} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
    </CartButton>
  );
}
