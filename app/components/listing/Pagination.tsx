import { Link } from "@remix-run/react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { pageHref, paginationItems, type ListingQuery } from "~/lib/listing/paged-query";
import * as styles from "./listing.css";

interface PaginationProps {
  pathname: string;
  query: ListingQuery;
  totalPages: number;
}

/** Page links (the `page` query), keeping the shopper's sort and size (decision 172). */
export function Pagination({ pathname, query, totalPages }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(query.page, totalPages);
  const link = (page: number) => pageHref(pathname, query, page);
  return (
    <nav aria-label="Pagination">
      <ul className={styles.pages}>
        {current > 1 ? (
          <li>
            <Link to={link(current - 1)} className={styles.pageLink} aria-label="Previous page" rel="prev">
              <ChevronLeftIcon size={16} />
            </Link>
          </li>
        ) : null}
        {paginationItems(current, totalPages).map((page, index) =>
          page == null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={link(page)}
                className={styles.pageLink}
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link to={link(current + 1)} className={styles.pageLink} aria-label="Next page" rel="next">
              <ChevronRightIcon size={16} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
