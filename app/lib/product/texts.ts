/** Texts of the product page from the spec (account document, sections 2 and 8). */
export const PRODUCT_NOT_FOUND = "Product Not Found";
export const IN_STOCK = "In Stock";
export const OUT_OF_STOCK = "Out Of Stock";
export const DELIVERY_NOTE = "Free shipping. Expected delivery up to 3-7 days.";
