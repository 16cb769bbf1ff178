import { Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Overlay } from "~/components/shell/Overlay";
import { Container } from "~/components/ui/Container";
import { cx } from "~/lib/cx";
import { chunkColumns, filteredCategoryHref, POPULAR_SHAPES, splitTopCategories } from "~/lib/menu/rules";
import type { MenuCategory, MenuData, MenuFilterOption } from "~/lib/shell/types";
import * as styles from "./mega-menu.css";
import { useMegaMenu } from "./useMegaMenu";

/**
 * The desktop category row (spec): the first three top categories with their mega-menus, then the
 * fourth as the 'Final Sale' link. Without JavaScript a panel opens on hover or when focus enters
 * its category (CSS :hover and :focus-within); with JavaScript the spec's timing applies and the
 * page behind dims.
 */
export function MegaMenu({ menu }: { menu: MenuData }) {
  const { featured, finalSale } = splitTopCategories(menu.topCategories);
  const megaMenu = useMegaMenu();
  const [enhanced, setEnhanced] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => setEnhanced(true), []);

  if (!featured.length) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || megaMenu.open === null) return;
    const link = navRef.current?.querySelector<HTMLElement>(`[data-category='${megaMenu.open}'] > a`);
    // Focus first: focusing the category link would open its panel again after the close.
    link?.focus();
    megaMenu.close();
  };
  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) megaMenu.close();
  };

  return (
    // The pointer handlers only time the hover panels; keyboard users get the same panels through onKeyDown and focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label="Featured categories"
      data-enhanced={enhanced || undefined}
      onPointerEnter={megaMenu.enterMenu}
      onPointerLeave={megaMenu.leaveMenu}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Container>
        <ul className={styles.list}>
          {featured.map((category) => {
            const open = megaMenu.open === category.id;
            return (
              <li
                key={category.id}
                className={styles.item}
                data-category={category.id}
                data-open={open || undefined}
                onPointerEnter={() => megaMenu.hover(category.id)}
                onFocus={() => megaMenu.focus(category.id)}
              >
                <NavLink
                  to={category.url}
                  className={styles.link}
                  aria-expanded={enhanced ? open : undefined}
                  aria-controls={`mega-${category.id}`}
                >
                  {category.name}
                </NavLink>
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

/** Collections (sub-categories), Popular Shapes (first 6), Popular colors and Features, each with Shop All. */
function MegaPanel({ category, menu }: { category: MenuCategory; menu: MenuData }) {
  const children = category.children ?? [];
  const shapes = menu.shapes.slice(0, POPULAR_SHAPES);
  const filterHref = (option: MenuFilterOption) => filteredCategoryHref(category.id, option.filter);
  return (
    <Container className={styles.panelInner}>
      {children.length ? (
        <MenuColumn title="Collections" shopAll={category.url}>
          {children.map((child) => (
            <li key={child.id}>
              <Link to={child.url} className={styles.entry}>
                {child.name}
              </Link>
            </li>
          ))}
        </MenuColumn>
      ) : null}
      {shapes.length ? (
        <MenuColumn title="Popular Shapes" shopAll={category.url}>
          {shapes.map((shape) => (
            <li key={shape.filter}>
              <Link to={filterHref(shape)} className={cx(styles.entry, styles.shapeEntry)}>
                {shape.image ? <img src={shape.image} alt="" width={40} height={20} className={styles.shapeIcon} loading="lazy" /> : null}
                {shape.name}
              </Link>
            </li>
          ))}
        </MenuColumn>
      ) : null}
      {menu.colors.length ? (
        <MenuColumn title="Popular colors" shopAll={category.url} items={menu.colors}>
          {(color) => (
            <li key={color.filter}>
              <Link to={filterHref(color)} className={cx(styles.entry, styles.colorEntry)}>
                <span className={styles.swatch} style={{ background: color.color ?? undefined }} aria-hidden="true" />
                {color.name}
              </Link>
            </li>
          )}
        </MenuColumn>
      ) : null}
      {menu.features.length ? (
        <MenuColumn title="Features" shopAll={category.url} items={menu.features}>
          {(feature) => (
            <li key={feature.filter}>
              <Link to={filterHref(feature)} className={styles.entry}>
                {feature.name}
              </Link>
            </li>
          )}
        </MenuColumn>
      ) : null}
      {category.image ? (
        <Link to={category.url} className={styles.feature} tabIndex={-1} aria-hidden="true">
          <img src={category.image} alt="" width={320} height={200} loading="lazy" className={styles.featureImage} />
          <span className={styles.featureText}>Shop all {category.name.toLowerCase()}</span>
        </Link>
      ) : null}
    </Container>
  );
}

type MenuColumnProps =
  | { title: string; shopAll: string; items?: undefined; children: ReactNode }
  | { title: string; shopAll: string; items: MenuFilterOption[]; children: (item: MenuFilterOption) => ReactNode };

/**
 * One titled column and its Shop All link. A long list (`items`) is split into sub-columns of the
 * spec's six entries each.
 */
function MenuColumn({ title, shopAll, items, children }: MenuColumnProps) {
  const lists = items
    ? chunkColumns(items).map((chunk) => chunk.map((item) => (children as (item: MenuFilterOption) => ReactNode)(item)))
    : [children as ReactNode];
  return (
    <section className={styles.column} aria-label={title}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <div className={styles.columnLists}>
        {lists.map((list, index) => (
          <ul key={index} className={styles.entries}>
            {list}
          </ul>
        ))}
      </div>
      <Link to={shopAll} className={styles.shopAll}>
        Shop All
      </Link>
    </section>
  );
}
