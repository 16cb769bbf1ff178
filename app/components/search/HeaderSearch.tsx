import { useFetcher, useLocation, useNavigate, type Location } from "@remix-run/react";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CloseIcon, SearchIcon } from "~/components/icons";
import { lazyComponent } from "~/components/lazy-component";
import { Overlay } from "~/components/shell/Overlay";
import { categoryLink } from "~/lib/category-ids";
import { cx } from "~/lib/cx";
import { headerSearchHref } from "~/lib/links";
import type { ProductTileData } from "~/lib/product-tiles";
import { normalizeKeyword, SEARCH_DEBOUNCE_MS, suggestionsHref } from "~/lib/search/search";
import { useShell } from "~/lib/shell/use-cart";
import * as styles from "./header-search.css";

/** What resources.search answers: the keyword it searched and up to 12 products (null: nothing to show). */
export interface SuggestionsData {
  keyword: string;
  products: ProductTileData[] | null;
  total: number;
}

/** The dropdown exists only once the shopper types: its code is fetched then, not with the page (decision 201). */
const suggestions = lazyComponent(() => import("./SearchSuggestions").then((module) => module.SearchSuggestions));

/**
 * Where Enter lands without JavaScript: the search-results category (with ?search=), or, when the
 * store lacks it, the search page, which takes ?search= to /search/<text> (decision 229).
 */
const SEARCH_PAGE = "/search";

/** The keyword a page was searched for: the results category's ?search=, or the search page's slug. */
function currentKeyword(location: Location, resultsPath: string | null): string {
  if (resultsPath && location.pathname === resultsPath) return new URLSearchParams(location.search).get("search") ?? "";
  const slug = /^\/search\/(.+)$/.exec(location.pathname)?.[1];
  if (!slug) return "";
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The header search. Without JavaScript a GET form: Enter lands on the search-results category
 * with ?search=. With JavaScript the keyword is trimmed, and 1 s after the last keystroke the
 * dropdown asks for up to 12 products (a newer request cancels an older one; an empty box clears
 * it); Enter goes to the same results page. The bar variant widens on focus and closes with its
 * close icon; the panel variant sits in the phone's search and menu panels.
 */
export function HeaderSearch({ variant }: { variant: "bar" | "panel" }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<SuggestionsData>();
  const links = useShell()?.categoryLinks ?? {};
  const resultsPath = categoryLink(links, "searchResults");
  const current = currentKeyword(location, resultsPath);
  const [text, setText] = useState(current);
  const [requested, setRequested] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Another page: the box shows that page's keyword (or nothing) and the dropdown closes.
  useEffect(() => {
    clearTimeout(timer.current);
    setText(current);
    setRequested(null);
    setOpen(false);
    // Only a navigation resets the box, not a re-render with the same location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // A click outside closes the dropdown (it reopens when the box gets the focus again).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const answer = fetcher.data && requested !== null && fetcher.data.keyword === requested ? fetcher.data : null;
  const showResults = open && answer !== null && answer.products !== null;

  function onChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    const keyword = normalizeKeyword(value);
    if (!keyword) {
      setRequested(null);
      setOpen(false);
      return;
    }
    // In by the time the answer is (the debounce alone is a second).
    void suggestions.preload().catch(() => undefined);
    timer.current = setTimeout(() => {
      setRequested(keyword);
      setOpen(true);
      fetcher.load(suggestionsHref(keyword)!);
    }, SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    setOpen(false);
    navigate(headerSearchHref(text, links));
  }

  function close() {
    clearTimeout(timer.current);
    setText("");
    setRequested(null);
    setOpen(false);
    inputRef.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    if (open) setOpen(false);
    else close();
  }

  return (
    // Escape anywhere in the box (input, results) closes the results.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={cx(styles.root, styles[variant])} data-open={showResults || undefined} onKeyDown={onKeyDown}>
      <form method="get" action={resultsPath ?? SEARCH_PAGE} role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          Search the shop
        </label>
        {/* The results below are links, not a listbox: a plain search box that names them (no combobox state). */}
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="search"
          name="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => answer && setOpen(true)}
          placeholder="Search frames and brands"
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={showResults ? `${id}-results` : undefined}
          aria-busy={fetcher.state === "loading" || undefined}
        />
        {enhanced && variant === "bar" && (text || showResults) ? (
          <button type="button" className={styles.close} aria-label="Close search" onClick={close}>
            <CloseIcon size={18} />
          </button>
        ) : null}
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon size={18} />
        </button>
      </form>
      {showResults && answer?.products ? (
        <>
          <Suspense fallback={null}>
            <suggestions.View
              id={`${id}-results`}
              keyword={answer.keyword}
              products={answer.products}
              total={answer.total}
              className={styles.dropdown}
            />
          </Suspense>
          <Overlay onClose={() => setOpen(false)} />
        </>
      ) : null}
    </div>
  );
}
