/** The listing pages' fixed texts, word for word from docs/product. */
export const EMPTY_CATEGORY_TEXT = "There are no products to list in this category.";
export const EMPTY_MANUFACTURER_TEXT = "There are no products to list in this manufacturer.";
