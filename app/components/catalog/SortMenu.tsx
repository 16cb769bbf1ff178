import { Link } from "@remix-run/react";
import { ChevronDownIcon } from "~/components/icons";
import { Disclosure } from "~/components/shell/Disclosure";
import * as menu from "~/components/shell/header.css";
import { buttonClass } from "~/components/ui/Button";
import { catalogHref, withSort, type CatalogQuery } from "~/lib/listing/category-query";
import { SORT_OPTIONS, sortOptionOf } from "~/lib/listing/sort";
import * as styles from "./sort.css";

/**
 * The catalog's sort menu: the nine options as links (docs/product/texts-and-constants.md#numbers), so it works without
 * JavaScript; a new sort keeps the filters and the size and does not scroll.
 */
export function SortMenu({ query, pathname }: { query: CatalogQuery; pathname: string }) {
  const current = sortOptionOf(query.sort, query.order);
  return (
    <Disclosure
      className={menu.dropdown}
      summaryClassName={buttonClass({ variant: "ghost" })}
      panelClassName={`${menu.dropdownPanel} ${styles.panel}`}
      summary={
        <>
          <span className={styles.caption}>Sort by:</span> <span className={styles.current}>{current.label}</span>
          <ChevronDownIcon size={16} />
        </>
      }
    >
      <nav aria-label="Sort by">
        <ul className={styles.list}>
          {SORT_OPTIONS.map((option) => (
            <li key={option.value}>
              <Link
                to={catalogHref(pathname, withSort(query, option))}
                className={menu.dropdownLink}
                aria-current={option.value === current.value ? "true" : undefined}
                preventScrollReset
                rel="nofollow"
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Disclosure>
  );
}
