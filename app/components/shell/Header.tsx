import { Form, Link, NavLink } from "@remix-run/react";
import { cx } from "~/lib/cx";
import { accountLinks, supportEmail } from "~/lib/store-config";
import { Container } from "../ui/Container";
import { BagIcon, CloseIcon, HeartIcon, MailIcon, MenuIcon, SearchIcon, UserIcon } from "../icons";
import { Disclosure } from "./Disclosure";
import { Logo } from "./Logo";
import { SearchBox } from "./SearchBox";
import type { MenuCategory, ShellState } from "./types";
import * as styles from "./header.css";

/** Desktop and mobile header in one: CSS shows the right parts for the width. */
export function Header({ shell }: { shell: ShellState }) {
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <div className={styles.start}>
          <MenuButton shell={shell} />
          <div className={cx(styles.desktopOnly, styles.searchSlot)}>
            <SearchBox />
          </div>
          <Disclosure
            className={cx(styles.mobileOnly, styles.staticDropdown)}
            summaryClassName={styles.action}
            label="Search"
            panelClassName={styles.searchPanel}
            summary={<SearchIcon />}
          >
            <SearchBox wide />
          </Disclosure>
        </div>
        <Logo />
        <HeaderActions shell={shell} />
      </Container>
      <FeaturedNav categories={shell.categories} />
    </header>
  );
}

/** Account, wishlist and cart: the same links in the header and in the breadcrumb bar. */
export function HeaderActions({ shell, compact = false }: { shell: ShellState; compact?: boolean }) {
  return (
    <div className={styles.end}>
      <AccountMenu loggedIn={shell.loggedIn} className={compact ? undefined : styles.desktopOnly} />
      <WishlistLink count={shell.wishlistCount} />
      <CartLink count={shell.cartCount} />
    </div>
  );
}

function AccountMenu({ loggedIn, className }: { loggedIn: boolean; className?: string }) {
  const links = [...(loggedIn ? accountLinks.customer : accountLinks.guest), ...accountLinks.everyone];
  return (
    <Disclosure
      className={cx(styles.dropdown, className)}
      summaryClassName={styles.action}
      label="Account"
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

/** Spec: the wishlist link shows its count in brackets when above zero. */
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

/** The cart icon: a link to the cart page, so it works without JavaScript (the sidebar comes later). */
function CartLink({ count }: { count: number }) {
  const label = count === 1 ? "Shopping bag, 1 item" : `Shopping bag, ${count} items`;
  return (
    <Link to="/store/cart" className={styles.action} aria-label={label} data-cart-count={count}>
      <span className={styles.iconWithCount}>
        <BagIcon />
        {count > 0 ? (
          <span className={styles.countBubble} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/**
 * 'Menu' / 'Close' on desktop, the hamburger panel on phones: top-level categories, Final Sale,
 * favourites, log in and the contact address. A <details>, so it opens without JavaScript.
 */
function MenuButton({ shell }: { shell: ShellState }) {
  const categories = shell.categories ?? [];
  const finalSale = categories[3];
  return (
    <Disclosure
      className={styles.staticDropdown}
      summaryClassName={styles.action}
      panelClassName={styles.menuPanel}
      summary={
        <>
          <span className={styles.menuOpen}>
            <MenuIcon />
          </span>
          <span className={styles.menuClose}>
            <CloseIcon />
          </span>
          <span className={cx(styles.menuOpen, styles.actionLabel)}>Menu</span>
          <span className={cx(styles.menuClose, styles.actionLabel)}>Close</span>
          <span className="visually-hidden">Menu</span>
        </>
      }
    >
      <nav aria-label="Categories">
        <h2 className={styles.menuHeading}>Shop</h2>
        {categories.length ? (
          <ul className={styles.menuList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className={cx(styles.menuLink, category === finalSale && styles.saleLink)}>
                  {category === finalSale ? "Final Sale" : category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.menuList}>
            <li>
              <Link to="/store/category" className={styles.menuLink}>
                Shop all
              </Link>
            </li>
          </ul>
        )}
        <h2 className={styles.menuHeading}>Your shop</h2>
        <Link to="/account/wishlist" className={styles.menuSecondary}>
          <HeartIcon size={18} /> Favorite
        </Link>
        <Link to={shell.loggedIn ? "/account" : "/account/login"} className={styles.menuSecondary}>
          <UserIcon size={18} /> {shell.loggedIn ? "My account" : "Log in"}
        </Link>
        <a href={`mailto:${supportEmail}`} className={styles.menuSecondary}>
          <MailIcon size={18} /> {supportEmail}
        </a>
      </nav>
    </Disclosure>
  );
}

/** The desktop category row: the first three top categories, then the fourth as 'Final Sale' (spec). */
function FeaturedNav({ categories }: { categories: MenuCategory[] | null }) {
  if (!categories?.length) return null;
  const [first, second, third, fourth] = categories;
  const featured = [first, second, third].filter(Boolean);
  return (
    <nav className={styles.nav} aria-label="Featured categories">
      <Container>
        <ul className={styles.navList}>
          {featured.map((category) => (
            <li key={category.id}>
              <NavLink to={category.url} className={styles.navLink}>
                {category.name}
              </NavLink>
            </li>
          ))}
          {fourth ? (
            <li>
              <NavLink to={fourth.url} className={cx(styles.navLink, styles.saleLink)}>
                Final Sale
              </NavLink>
            </li>
          ) : null}
        </ul>
      </Container>
    </nav>
  );
}
