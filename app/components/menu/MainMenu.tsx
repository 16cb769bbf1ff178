import { Link } from "@remix-run/react";
import { CloseIcon, HeartIcon, MailIcon, MenuIcon, UserIcon } from "~/components/icons";
import { HeaderSearch } from "~/components/search/HeaderSearch";
import { Disclosure } from "~/components/shell/Disclosure";
import { cx } from "~/lib/cx";
import { splitTopCategories } from "~/lib/menu/rules";
import type { ShellState } from "~/lib/shell/types";
import { supportEmail } from "~/lib/store-config";
import * as styles from "./main-menu.css";
import { MegaMenu } from "./MegaMenu";
import { PreferenceSwitcher } from "./PreferenceSwitcher";

const MENU_ID = "shop-menu";

/**
 * The header's menus, rendered once for both widths (decision 195): the menu button ('Menu' /
 * 'Close', a <details>, so it opens without JavaScript) and, right after it, what it opens. On
 * desktop the featured categories are the mega-menu row along the header's foot, always shown, and
 * the button opens a panel listing the top-level categories (the fourth labelled 'Final Sale') and
 * the shopper's links. On phones the button is the hamburger (docs/product/shell-and-navigation.md): its panel holds the same
 * featured categories as accordions, Final Sale, Favorite, Log in, the contact address, then search
 * and the currency and language switchers.
 */
export function MainMenu({ shell }: { shell: ShellState }) {
  const { featured, finalSale } = splitTopCategories(shell.topCategories);
  // The store's menu categories (its "top" flag) when it marks any: a helper category such as the
  // all-frames "Glasses" is top-level but not a menu entry.
  const categories = shell.topCategories?.length ? shell.topCategories : (shell.categories ?? []);
  return (
    <>
      <Disclosure
        className={styles.root}
        summaryClassName={styles.toggle}
        owns={MENU_ID}
        summary={
          <>
            <span className={styles.whenClosed}>
              <MenuIcon />
            </span>
            <span className={styles.whenOpen}>
              <CloseIcon />
            </span>
            <span className={cx(styles.whenClosed, styles.toggleLabel)}>Menu</span>
            <span className={cx(styles.whenOpen, styles.toggleLabel)}>Close</span>
            <span className="visually-hidden">Menu</span>
          </>
        }
      />
      <div id={MENU_ID} className={styles.drawer}>
        <MegaMenu menu={shell} />
        <nav aria-label="Categories" className={styles.panel}>
          {/* Phones list the categories above, as accordions, unless the store marks none for the menu. */}
          <div className={featured.length ? styles.desktopOnly : undefined}>
            <h2 className={styles.heading}>Shop</h2>
            <ul className={styles.categoryList}>
              {categories.length ? (
                categories.map((category) => (
                  <li key={category.id}>
                    <Link to={category.url} className={cx(styles.categoryLink, category.id === finalSale?.id && styles.sale)}>
                      {category.id === finalSale?.id ? "Final Sale" : category.name}
                    </Link>
                  </li>
                ))
              ) : (
                <li>
                  <Link to="/store/category" className={styles.categoryLink}>
                    Shop all
                  </Link>
                </li>
              )}
            </ul>
          </div>

          <h2 className={styles.heading}>Your shop</h2>
          <Link to="/account/wishlist" className={styles.secondary}>
            <HeartIcon size={18} /> Favorite
          </Link>
          <Link to={shell.loggedIn ? "/account" : "/account/login"} className={styles.secondary}>
            <UserIcon size={18} /> {shell.loggedIn ? "My account" : "Log in"}
          </Link>
          <a href={`mailto:${supportEmail}`} className={styles.secondary}>
            <MailIcon size={18} /> {supportEmail}
          </a>

          <div className={cx(styles.mobileOnly, styles.tools)}>
            <HeaderSearch variant="panel" />
            <PreferenceSwitcher preference="currency" options={shell.currencies} variant="inline" />
            <PreferenceSwitcher preference="language" options={shell.languages} variant="inline" />
          </div>
        </nav>
      </div>
    </>
  );
}
