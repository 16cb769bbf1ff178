import { useNavigate } from "@remix-run/react";
import { useId, type FormEvent } from "react";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";
import { searchPageHref } from "~/lib/search/search";
import * as styles from "./search-page.css";

/**
 * The search page's box (docs/product/catalog.md: label 'Search Criteria', button 'Search'): goes to /search/{text},
 * or /search when the trimmed text is empty. Without JavaScript a GET form to /search whose
 * loader turns ?search= into that address.
 */
export function SearchForm({ keyword }: { keyword: string }) {
  const id = useId();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(searchPageHref(new FormData(event.currentTarget).get("search")));
  }

  return (
    <form method="get" action="/search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.label}>
        Search Criteria
      </label>
      <div className={styles.row}>
        <Input
          id={id}
          key={keyword}
          type="search"
          name="search"
          defaultValue={keyword}
          placeholder="Frame, shape, brand or model"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" variant="dark">
          Search
        </Button>
      </div>
    </form>
  );
}
