import { Link } from "@remix-run/react";
import { ChevronDownIcon, CloseIcon, HeartIcon, MailIcon, MenuIcon, UserIcon } from "~/components/icons";
import { HeaderSearch } from "~/components/search/HeaderSearch";
import { Disclosure } from "~/components/shell/Disclosure";
import { cx } from "~/lib/cx";
import { splitTopCategories, submenuColumnCount } from "~/lib/menu/rules";
import type { MenuCategory, ShellState } from "~/lib/shell/types";
import { supportEmail } from "~/lib/store-config";
import * as styles from "./main-menu.css";
import { PreferenceSwitcher } from "./PreferenceSwitcher";

/**
 * The menu button ('Menu' / 'Close'). On desktop its panel lists the top-level categories; on
 * phones it is the hamburger panel (spec): accordions for the first three top categories, Final
 * Sale, Favorite, Log in, the contact address, then search and the currency and language switchers.
 * A <details>, so it opens without JavaScript; the accordions are <details> sharing one name, so
 * one is open at a time, also without JavaScript.
 */
export function MainMenu({ shell }: { shell: ShellState }) {
  const { featured, finalSale } = splitTopCategories(shell.topCategories);
  // The store's menu categories (its "top" flag) when it marks any: a helper category such as the
  // all-frames "Glasses" is top-level but not a menu entry (issue 14, item 38).
  const categories = shell.topCategories?.length ? shell.topCategories : (shell.categories ?? []);
  return (
    <Disclosure
      className={styles.root}
      summaryClassName={styles.toggle}
      panelClassName={styles.panel}
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
    >
      <nav aria-label="Categories" className={styles.nav}>
        <div className={styles.desktopOnly}>
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

        <div className={styles.mobileOnly}>
          <div className={styles.accordions}>
            {featured.map((category) => (
              <CategoryAccordion key={category.id} category={category} />
            ))}
          </div>
          {finalSale ? (
            <Link to={finalSale.url} className={cx(styles.accordionLink, styles.sale)}>
              Final Sale
            </Link>
          ) : null}
          {!featured.length && !finalSale ? (
            <Link to="/store/category" className={styles.accordionLink}>
              Shop all
            </Link>
          ) : null}
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
    </Disclosure>
  );
}

/** One of the first three top categories on phones: its sub-categories, laid out by the spec's column rule. */
function CategoryAccordion({ category }: { category: MenuCategory }) {
  const children = category.children ?? [];
  const columns = submenuColumnCount(children.length);
  return (
    <details name="mobile-menu-category" className={styles.accordion}>
      <summary className={styles.accordionSummary}>
        {category.name}
        <ChevronDownIcon size={18} className={styles.chevron} />
      </summary>
      <ul className={styles.submenu} data-columns={columns} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {children.map((child) => (
          <li key={child.id}>
            <Link to={child.url} className={styles.submenuLink}>
              {child.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={category.url} className={cx(styles.submenuLink, styles.shopAll)}>
            Shop all {category.name.toLowerCase()}
          </Link>
        </li>
      </ul>
    </details>
  );
}
