import type { Cart } from "~/lib/cart/cart-data";
import type { CategoryLinks } from "~/lib/category-ids";
import type { PageLinks } from "~/lib/footer-pages";
import type { MenuData } from "~/lib/menu/types";

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

/** What the shell (header, menus, breadcrumb) knows, loaded once per page by the shop layout. */
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
  /** The footer's content pages the store has, by keyword (decision 371): nothing links to the others. */
  pageLinks: PageLinks;
  /** The newsletter's sign-up page at the operator's mail provider (NEWSLETTER_URL, decision 342); null: coming soon. */
  newsletterUrl: string | null;
}
