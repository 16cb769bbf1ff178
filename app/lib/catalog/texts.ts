/** The listing pages' fixed texts, word for word from the spec. */
export const EMPTY_CATEGORY_TEXT = "There are no products to list in this category.";
export const EMPTY_MANUFACTURER_TEXT = "There are no products to list in this manufacturer.";
/** The search dropdown's no-results text, also the empty whole-catalogue search. */
export const NO_SEARCH_RESULTS_TEXT = "No results matched your request. Explore other sections to see what we have to offer.";
