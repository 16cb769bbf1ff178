/** The header's menus, loaded once per page by the shop layout (app/lib/shell/). */
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
