/**
 * Which navigations lead to a product page, so its skeleton can show while it loads (docs/product/shell-and-navigation.md). The id route says so by its path; a keyword URL cannot, so links to
 * products (the product tile) carry this state.
 */
export const PRODUCT_LINK_STATE = { view: "product" } as const;

export function leadsToProduct(location: { pathname: string; state?: unknown }): boolean {
  if (location.pathname.startsWith("/store/product/")) return true;
  return (location.state as { view?: unknown } | null | undefined)?.view === PRODUCT_LINK_STATE.view;
}
