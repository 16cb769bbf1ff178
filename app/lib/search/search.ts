/** The search rules of docs/product (sections 2, 4, 5 and 9): pure, shared by the header and the search page. */
import { categoryLink, type CategoryKey, type CategoryLinks } from "~/lib/category-ids";

/** docs/product/catalog.md: the dropdown's query fires 1 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** docs/product/catalog.md: "search dropdown 12". */
export const SEARCH_DROPDOWN_SIZE = 12;
/** docs/product/catalog.md: "product search page 12". */
export const SEARCH_PAGE_SIZE = 12;

export const NO_RESULTS_TEXT = "No results matched your request. Explore other sections to see what we have to offer.";

const QUICK_LINKS: readonly { label: string; key: CategoryKey }[] = [
  { label: "New arrivals", key: "newArrivals" },
  { label: "Most popular", key: "mostPopular" },
  { label: "Final sale", key: "finalSale" },
];

/** The no-results panel's quick links: those whose category the store has (decision 229). */
export function searchQuickLinks(links: CategoryLinks): { label: string; to: string }[] {
  return QUICK_LINKS.flatMap(({ label, key }) => {
    const to = categoryLink(links, key);
    return to ? [{ label, to }] : [];
  });
}

/**
 * Search texts longer than this are cut, wherever they come from (the box, an address, a shared
 * link): the API refuses long texts and matches substrings, so nobody needs more
 * (docs/decisions/230-refused-input-is-a-4xx.md).
 */
export const MAX_SEARCH_LENGTH = 100;

/**
 * docs/product/catalog.md: the keyword is trimmed; empty means no search. Anything that is not a string counts as
 * empty; a text beyond MAX_SEARCH_LENGTH is cut there.
 */
export function normalizeKeyword(raw: unknown): string {
  return typeof raw === "string" ? raw.trim().slice(0, MAX_SEARCH_LENGTH).trimEnd() : "";
}

/**
 * The keyword as the store is asked for it: quotes and punctuation around words become spaces
 * ("\"round\"" asks for round), so they cannot turn a word search into one for the punctuation
 * too; a hyphen, dot, slash or apostrophe inside a word stays ("cat-eye"). A keyword of
 * punctuation alone is kept as typed (it matches nothing, and says so).
 */
export function storeSearchText(keyword: string): string {
  const words = keyword
    .replace(/[-'./\u2019](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[-'./\u2019]|[^\p{L}\p{N}\s\-'./\u2019]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
  return words || keyword;
}

/** The search page's target for a typed text: /search/{text}, or /search when it is empty. */
export function searchPageHref(text: unknown): string {
  const keyword = normalizeKeyword(text);
  return keyword ? `/search/${encodeURIComponent(keyword)}` : "/search";
}

/** The header dropdown's data request for a keyword (null for an empty one: nothing to ask). */
export function suggestionsHref(text: unknown): string | null {
  const keyword = normalizeKeyword(text);
  return keyword ? `/resources/search?${new URLSearchParams({ q: keyword })}` : null;
}
