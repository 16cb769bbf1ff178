import type { Cart } from "~/lib/cart/cart-data";
import type { CategoryLinks } from "~/lib/category-ids";

/** What the shell (header, menus, breadcrumb) knows, loaded once per page by the shop layout. */
export interface MenuCategory {
  id: string;
  name: string;
  url: string;
  /**
   * Sub-categories (the mega-menu's Collections), by name and address only; present on the
   * featured top categories only, as is the picture (the mega-menu's feature card): every page's
   * data carries them (decision 196).
   */
  children?: MenuLink[];
  image?: string | null;
}

export interface MenuLink {
  name: string;
  url: string;
}

/** A mega-menu entry that filters a category by one filter option (shape, colour or feature). */
export interface MenuFilterOption {
  name: string;
  /** The filter option id (`filters` query parameter of the catalog). */
  filter: string;
  /** Shapes: the outline icon. */
  image?: string | null;
  /** Colours: the swatch. */
  color?: string | null;
  /** Shapes: where the API links the shape (a category with the filter query). */
  url?: string | null;
}

/** Shopper-independent menu data, cached on the server (see app/lib/menu/menu-data.server.ts). */
export interface MenuData {
  /** Top-level categories (parent 0, first 10), or null when they could not be loaded. */
  categories: MenuCategory[] | null;
  /** Categories flagged for the top menu, with their sub-categories, in order. */
  topCategories: MenuCategory[];
  /** All shapes (the header shows the first six, the home slider all of them). */
  shapes: MenuFilterOption[];
  colors: MenuFilterOption[];
  features: MenuFilterOption[];
}

/** A currency or language the shopper can switch to. */
export interface SwitchOption {
  code: string;
  /** Name shown in the list ("Euro", "English"). */
  name: string;
  /** Short mark shown on the toggle ("€", a flag image for languages). */
  symbol: string;
  image?: string | null;
  active: boolean;
}

export interface ShellState extends MenuData {
  /** Lines in the cart. */
  cartCount: number;
  /** The whole cart (sidebar, cart page): loaded with the shell, refreshed by every action's revalidation. */
  cart: Cart;
  wishlistCount: number;
  /** Ids of the wished products (the tiles' filled hearts). */
  wishlistIds: string[];
  loggedIn: boolean;
  currencies: SwitchOption[];
  languages: SwitchOption[];
  /** The configured categories the store has (decision 229): nothing links to the others. */
  categoryLinks: CategoryLinks;
}
