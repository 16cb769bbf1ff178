import { Link } from "@remix-run/react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { cx } from "~/lib/cx";
import { pageWindow } from "~/lib/search/pagination";
import * as styles from "./search-page.css";

/** Numbered page links (a window of 8 around the current page, spec), plain links that work without JavaScript. */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages < 2) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.pageLink} aria-label="Previous page">
          <ChevronLeftIcon size={18} />
        </Link>
      ) : null}
      {pages.map((number) => (
        <Link
          key={number}
          to={href(number)}
          className={cx(styles.pageLink, number === page && styles.currentPage)}
          aria-current={number === page ? "page" : undefined}
        >
          {number}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={styles.pageLink} aria-label="Next page">
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
