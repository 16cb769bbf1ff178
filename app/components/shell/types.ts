/** What the shell (header, menus, breadcrumb) knows, loaded once per page by the shop layout. */
export interface MenuCategory {
  id: string;
  name: string;
  url: string;
}

export interface ShellState {
  /** Top-level categories, or null when they could not be loaded. */
  categories: MenuCategory[] | null;
  /** Lines in the cart. */
  cartCount: number;
  wishlistCount: number;
  loggedIn: boolean;
}
