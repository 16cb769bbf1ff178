import { Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ChevronDownIcon } from "~/components/icons";
import { Overlay } from "~/components/shell/Overlay";
import { Container } from "~/components/ui/Container";
import { cx } from "~/lib/cx";
import { chunkColumns, filteredCategoryHref, POPULAR_SHAPES, splitTopCategories, submenuColumnCount } from "~/lib/menu/rules";
import type { MenuCategory, MenuData, MenuFilterOption } from "~/lib/menu/types";
import { media } from "~/styles/theme.css";
import * as styles from "./mega-menu.css";
import { useMegaMenu } from "./useMegaMenu";

/**
 * The first three top categories, then the fourth as 'Final Sale' (docs/product/shell-and-navigation.md), rendered once for both
 * widths (decision 195). On desktop a row under the header, each category a link with its
 * mega-menu panel, opened by the pointer (CSS :hover without JavaScript; with it, the product's timing
 * and the page behind dims) or, with JavaScript, by ArrowDown on the category, which moves the
 * focus into it. Tab alone never opens one: a closed panel is out of the tab order, so Tab walks
 * the row's four links and goes on to the search box (docs/decisions/237-mega-menu-keyboard.md). On phones the same list sits in the hamburger panel: each category is an accordion (a
 * `<details>` sharing one name, so one is open at a time without JavaScript) showing its panel's
 * Collections; the other columns are desktop only.
 */
export function MegaMenu({ menu }: { menu: MenuData }) {
  const { featured, finalSale } = splitTopCategories(menu.topCategories);
  const megaMenu = useMegaMenu();
  const [enhanced, setEnhanced] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => setEnhanced(true), []);

  if (!featured.length) return null;

  // The hover panels and their timing are the desktop row's; on a phone the accordions are plain <details>.
  const onDesktop = () => window.matchMedia(media.desktop).matches;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || megaMenu.open === null) return;
    navRef.current?.querySelector<HTMLElement>(`[data-category='${megaMenu.open}'] > a`)?.focus();
    megaMenu.close();
  };
  // ArrowDown on a category opens its panel with the focus on its first link (Enter follows the link).
  const onCategoryKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, id: string) => {
    if (event.key !== "ArrowDown" || !onDesktop()) return;
    event.preventDefault();
    const item = event.currentTarget.parentElement;
    flushSync(() => megaMenu.open !== id && megaMenu.focus(id));
    item?.querySelector<HTMLElement>("[data-testid='mega-panel'] a[href]:not([tabindex='-1'])")?.focus();
  };
  // Tab on past a panel's last link: the panel closes behind the focus.
  const onFocus = (event: FocusEvent) => {
    if (megaMenu.open !== null && !(event.target as Element).closest(`[data-category='${megaMenu.open}']`)) megaMenu.close();
  };
  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) megaMenu.close();
  };

  return (
    // The pointer handlers only time the hover panels; keyboard users open the same panels with ArrowDown.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label="Featured categories"
      data-enhanced={enhanced || undefined}
      onPointerEnter={megaMenu.enterMenu}
      onPointerLeave={megaMenu.leaveMenu}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Container className={styles.row}>
        <ul className={styles.list}>
          {featured.map((category) => {
            const open = megaMenu.open === category.id;
            return (
              <li
                key={category.id}
                className={styles.item}
                data-category={category.id}
                data-open={open || undefined}
                onPointerEnter={() => onDesktop() && megaMenu.hover(category.id)}
              >
                <NavLink
                  to={category.url}
                  onKeyDown={(event) => onCategoryKeyDown(event, category.id)}
                  className={styles.link}
                  aria-expanded={enhanced ? open : undefined}
                  aria-controls={`mega-${category.id}`}
                >
                  {category.name}
                </NavLink>
                <details name="menu-category" className={styles.accordion}>
                  <summary className={styles.accordionSummary}>
                    {category.name}
                    <ChevronDownIcon size={18} className={styles.chevron} />
                  </summary>
                </details>
                <div id={`mega-${category.id}`} className={styles.panel} data-testid="mega-panel">
                  <MegaPanel category={category} menu={menu} />
                </div>
              </li>
            );
          })}
          {finalSale ? (
            <li className={styles.item}>
              <NavLink to={finalSale.url} className={cx(styles.link, styles.sale)}>
                Final Sale
              </NavLink>
            </li>
          ) : null}
        </ul>
      </Container>
      {megaMenu.open !== null ? <Overlay passive /> : null}
    </nav>
  );
}

/**
 * Collections (sub-categories; on phones the accordion's content, in the product's 1–3 columns),
 * Popular Shapes (first 6), Popular colors and Features, each with Shop All. The entries that
 * filter the category are one class-free link each (their looks come from the list), and are not
 * discovered eagerly: they all lead to the category route.
 */
function MegaPanel({ category, menu }: { category: MenuCategory; menu: MenuData }) {
  const children = category.children ?? [];
  const shapes = menu.shapes.slice(0, POPULAR_SHAPES);
  // A swatch's colour or a shape's outline is the link's custom property, drawn by its list's CSS.
  const filterLink = (option: MenuFilterOption, mark?: string | null) => (
    <li key={option.filter}>
      <Link
        to={filteredCategoryHref(category.id, option.filter)}
        discover="none"
        style={mark ? ({ "--mark": mark } as CSSProperties) : undefined}
      >
        {option.name}
      </Link>
    </li>
  );
  return (
    <Container className={styles.panelInner}>
      {/* On phones the accordion's content even without sub-categories (its Shop All). */}
      <MenuColumn
        title="Collections"
        shopAll={category.url}
        className={cx(styles.collections, !children.length && styles.mobileOnly)}
        // A phone's accordion names what it shops: "Shop all eyeglasses".
        shopAllLabel={
          <>
            Shop <span className={styles.desktopOnly}>All</span>
            <span className={styles.mobileOnly}>all {category.name.toLowerCase()}</span>
          </>
        }
      >
        <ul className={styles.entries} data-columns={submenuColumnCount(children.length)}>
          {children.map((child) => (
            <li key={child.url}>
              <Link to={child.url}>{child.name}</Link>
            </li>
          ))}
        </ul>
      </MenuColumn>
      {shapes.length ? (
        <MenuColumn title="Popular Shapes" shopAll={category.url}>
          <ul className={cx(styles.entries, styles.shapes)}>
            {shapes.map((shape) => filterLink(shape, shape.image && cssUrl(shape.image)))}
          </ul>
        </MenuColumn>
      ) : null}
      {menu.colors.length ? (
        <MenuColumn title="Popular colors" shopAll={category.url}>
          {chunkColumns(menu.colors).map((column, index) => (
            <ul key={index} className={cx(styles.entries, styles.swatches)}>
              {column.map((color) => filterLink(color, color.color))}
            </ul>
          ))}
        </MenuColumn>
      ) : null}
      {menu.features.length ? (
        <MenuColumn title="Features" shopAll={category.url}>
          {chunkColumns(menu.features).map((column, index) => (
            <ul key={index} className={styles.entries}>
              {column.map((feature) => filterLink(feature))}
            </ul>
          ))}
        </MenuColumn>
      ) : null}
      {category.image ? (
        <Link to={category.url} className={styles.feature} tabIndex={-1} aria-hidden="true">
          <img src={category.image} alt="" width={320} height={200} loading="lazy" />
          <span>Shop all {category.name.toLowerCase()}</span>
        </Link>
      ) : null}
    </Container>
  );
}

/** One titled column, its lists (the product's sub-columns of six entries) and its Shop All link. */
function MenuColumn({
  title,
  shopAll,
  className,
  children,
  shopAllLabel = "Shop All",
}: {
  title: string;
  shopAll: string;
  className?: string;
  children: ReactNode;
  shopAllLabel?: ReactNode;
}) {
  return (
    <section className={cx(styles.column, className)} aria-label={title}>
      <h2>{title}</h2>
      <div>{children}</div>
      <Link to={shopAll} className={styles.shopAll}>
        {shopAllLabel}
      </Link>
    </section>
  );
}

/** A CSS url(): unquoted when the address needs no quoting (the usual image path), quoted and escaped otherwise. */
function cssUrl(address: string): string {
  return /^[\w\-./:%?=&~+,@#]+$/.test(address) ? `url(${address})` : `url(${JSON.stringify(address)})`;
}
