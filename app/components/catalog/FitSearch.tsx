import { Form, Link } from "@remix-run/react";
import { ChevronDownIcon } from "~/components/icons";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";
import type { CategoryPageData } from "~/lib/catalog/category-page.server";
import { catalogHref, catalogQueryKey, serializeCatalogQuery, withoutFit, type CatalogQuery } from "~/lib/listing/category-query";
import { describeFitWindow, FIT_PARAM, FRAME_SIZE_EXAMPLE, formatFrameSize } from "~/lib/listing/frame-size";
import { SIZE_GUIDE_FRAME_SIZE } from "~/lib/listing/size-guide";
import { DEFAULT_SORT } from "~/lib/listing/sort";
import * as styles from "./fit-search.css";

/**
 * "Fits like my pair" (docs/decisions/248-frame-fit-search.md): a plain GET form, so the search
 * is an address a shopper can share and it works without JavaScript. The other filters and the
 * keyword ride along as hidden fields; the order goes back to the default, which lists the
 * nearest frames first. On phones it folds into a chip (a `<details>`), so the first screen shows
 * products; it opens by itself while a fit is searched or refused (docs/decisions/356-fit-search-folds-on-phones.md).
 */
export function FitSearch({
  query,
  fitSearch,
  pathname,
}: {
  query: CatalogQuery;
  fitSearch: CategoryPageData["fitSearch"];
  pathname: string;
}) {
  const kept = serializeCatalogQuery({ ...withoutFit(query), ...DEFAULT_SORT });
  const errorId = "fit-size-error";
  const value = fitSearch.message ? fitSearch.text : query.fit ? formatFrameSize(query.fit) : "";
  return (
    <details className={styles.fold} open={query.fit || fitSearch.message ? true : undefined}>
      <summary className={styles.summary}>
        Fits like my pair
        <ChevronDownIcon size={16} className={styles.chevron} />
      </summary>
      <Form
        key={catalogQueryKey(query)}
        method="get"
        action={pathname}
        preventScrollReset
        className={styles.form}
        aria-labelledby="fit-size-title"
      >
        {[...kept].map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
        <div className={styles.text}>
          <label id="fit-size-title" htmlFor="fit-size" className={styles.title}>
            Fits like my pair
          </label>
          <p id="fit-size-hint" className={styles.hint}>
            The three numbers inside your frame&rsquo;s temple, like {FRAME_SIZE_EXAMPLE}.{" "}
            <Link to={SIZE_GUIDE_FRAME_SIZE}>Where to find them</Link>
          </p>
        </div>
        <div className={styles.controls}>
          <Input
            id="fit-size"
            name={FIT_PARAM}
            defaultValue={value}
            placeholder={FRAME_SIZE_EXAMPLE}
            autoComplete="off"
            spellCheck={false}
            className={styles.input}
            aria-invalid={fitSearch.message ? true : undefined}
            aria-describedby={fitSearch.message ? `${errorId} fit-size-hint` : "fit-size-hint"}
          />
          <Button type="submit" variant="dark">
            Find frames
          </Button>
        </div>
        {fitSearch.message ? (
          <p id={errorId} className={styles.error} role="alert">
            {fitSearch.message}
          </p>
        ) : query.fit ? (
          <p className={styles.status}>
            Frames that fit like {formatFrameSize(query.fit)}: {describeFitWindow(query.fit)}, nearest first.{" "}
            <Link to={catalogHref(pathname, withoutFit(query))} preventScrollReset>
              Show all frames
            </Link>
          </p>
        ) : null}
      </Form>
    </details>
  );
}
