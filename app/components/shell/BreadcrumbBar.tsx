import { Link } from "@remix-run/react";
import { ArrowLeftIcon, SearchIcon } from "~/components/icons";
import { Container } from "~/components/ui/Container";
import type { Crumb } from "~/lib/breadcrumbs";
import { headerSearchHref } from "~/lib/links";
import type { ShellState } from "~/lib/shell/types";
import * as styles from "./breadcrumb.css";
import { HeaderActions } from "./Header";
import { Logo } from "./Logo";

/**
 * The second bar (docs/product/shell-and-navigation.md): back link, breadcrumb, then logo, search, account, wishlist and cart.
 * Rendered only when there are crumbs, i.e. never on the home page.
 */
export function BreadcrumbBar({ crumbs, shell }: { crumbs: Crumb[]; shell: ShellState }) {
  if (!crumbs.length) return null;
  const parent = crumbs.at(-2) ?? { label: "Home", to: "/" };
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <Link to={parent.to} className={styles.back} aria-label={`Back to ${parent.label}`}>
          <ArrowLeftIcon size={18} /> Back
        </Link>
        <nav aria-label="Breadcrumb" className={styles.trail}>
          <ol className={styles.list}>
            <li className={styles.item}>
              <Link to="/" className={styles.link}>
                Home
              </Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.to} className={styles.item}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" className={styles.current}>
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className={styles.link}>
                    {crumb.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.compact} data-testid="breadcrumb-shortcuts">
          <Logo compact />
          <Link to={headerSearchHref("", shell.categoryLinks)} className={styles.compactSearch} aria-label="Search">
            <SearchIcon size={18} />
          </Link>
          <HeaderActions shell={shell} compact />
        </div>
      </Container>
    </div>
  );
}
