/** Texts of the product page from docs/product (docs/product/catalog.md). */

export const PRODUCT_NOT_FOUND = "Product Not Found";
/** The crumb of a product page that failed: true whether the product is missing (404) or the store is down (503). */
export const PRODUCT_UNAVAILABLE_CRUMB = "Product unavailable";
export const IN_STOCK = "In Stock";
export const OUT_OF_STOCK = "Out Of Stock";
