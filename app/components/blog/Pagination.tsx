import { Link, useLocation } from "@remix-run/react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { pageHref, pageWindow } from "~/lib/blog/pagination";
import * as styles from "./blog.css";

/** Links to the same path with `?page=` (docs/product/content-and-forms.md): previous, a window of page numbers, next. Nothing for one page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  return (
    <nav className={styles.pager} aria-label="Pages">
      <ul className={styles.pagerList}>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={styles.pagerLink} aria-label="Previous page">
              <ChevronLeftIcon size={18} />
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              className={styles.pagerLink}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} className={styles.pagerLink} aria-label="Next page">
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
