import { useLocation, useNavigate } from "@remix-run/react";
import { useId, type FormEvent } from "react";
import { categoryIds } from "~/lib/store-config";
import { cx } from "~/lib/cx";
import { headerSearchHref } from "~/lib/links";
import { SearchIcon } from "../icons";
import * as styles from "./search.css";

/**
 * The header search: Enter goes to the search-results category with ?search= (spec). A plain GET
 * form, so it works without JavaScript; with JavaScript the keyword is trimmed first and an empty
 * one leaves no `?search=` behind. Prefilled on the results page, empty elsewhere.
 */
export function SearchBox({ wide = false, autoFocus = false }: { wide?: boolean; autoFocus?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const action = `/store/category/${categoryIds.searchResults}`;
  const current = location.pathname === action ? new URLSearchParams(location.search).get("search") ?? "" : "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get("search");
    navigate(headerSearchHref(typeof keyword === "string" ? keyword : ""));
  }

  return (
    <form method="get" action={action} role="search" className={cx(styles.form, wide && styles.wide)} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search the shop
      </label>
      <input
        id={id}
        key={current}
        className={styles.input}
        type="search"
        name="search"
        defaultValue={current}
        placeholder="Search frames and brands"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
