/**
 * Catalogue routes of the store's index endpoint: mega-menu entries (shapes, colours, features),
 * the public coupon for the promo strip, banners, and the filter panel of a category.
 */
import { findPublicCoupon } from "@commerce/domain/cart/coupon";
import { filterPanel, loadMenuColors, loadMenuFeatures, loadMenuShapes, type FilterGroup } from "@commerce/domain/catalogue/filters";
import { loadBanner } from "@commerce/domain/content/banners";
import { loadCurrencies } from "@commerce/domain/money/money";
import { absoluteUrl, publicOrigin } from "@commerce/domain/public-url";
import { parseId } from "@commerce/domain/sql";
import { categoryIds } from "@config/store";
import { RestError, type RestRoutes } from "./types";

/** Where a mega-menu entry leads: the eyeglasses category filtered by the entry's option. */
const filteredCategoryUrl = (filterId: number) => `/store/category/${categoryIds.eyeglasses}?filters=${filterId}`;

/** The filter panel's price slider bounds when a category has no products (docs/product/catalog.md). */
const DEFAULT_PRICES = { min_price: 0, max_price: 1000 };

function groupOut(group: FilterGroup) {
  return {
    filter_group_id: String(group.id),
    filter_group_name: group.name,
    filter_type: group.type,
    field_type: group.type,
    filter_options: group.options.map((option) => ({
      filter_id: String(option.id),
      filter_name: option.name,
      filter_type: group.type,
      value: option.numericValue,
    })),
    // Range groups only: the smallest and largest option value among the category's products.
    min_value: group.min,
    max_value: group.max,
  };
}

export const catalogRoutes: RestRoutes = {
  "api/shapes": {
    GET: async (_input, { db, request, settings }) =>
      (await loadMenuShapes(db)).map(({ name, image, filter_id }) => ({
        name,
        image: absoluteUrl(image, publicOrigin(request, settings)),
        url: filteredCategoryUrl(filter_id),
        filter: String(filter_id),
      })),
  },

  "api/colors": {
    GET: async (_input, { db }) =>
      (await loadMenuColors(db)).map(({ name, color, filter_id }) => ({ name, color, filter: String(filter_id) })),
  },

  "api/features": {
    GET: async (_input, { db }) => (await loadMenuFeatures(db)).map(({ name, filter_id }) => ({ name, filter: String(filter_id) })),
  },

  "api/coupon/publicCoupon": {
    GET: (_input, { db }) => findPublicCoupon(db),
  },

  "api/banner": {
    GET: async ({ query }, { db, request, settings }) => {
      const banner = (query.get("banner") ?? "").trim();
      if (!banner) throw new RestError("The banner parameter is required (e.g. banner=home)");
      const origin = publicOrigin(request, settings);
      return (await loadBanner(db, banner)).map((slide) => ({ ...slide, image: absoluteUrl(slide.image, origin) }));
    },
  },

  "api/filters": {
    GET: async ({ query }, { db }) => {
      const raw = query.get("category_id");
      const categoryId = parseId(raw);
      if (raw && raw.trim() && raw.trim() !== "0" && !categoryId) throw new RestError("category_id must be a category id");
      const [panel, currencies] = await Promise.all([filterPanel(db, categoryId), loadCurrencies(db)]);
      return {
        filter_groups: panel.groups.map(groupOut),
        // Whole dollars that still contain every price, for the slider.
        prices: panel.prices ? { min_price: Math.floor(panel.prices.min), max_price: Math.ceil(panel.prices.max) } : DEFAULT_PRICES,
        // The prices above (and productsList's min_price, max_price) are in the base currency: each
        // currency's rate lets a storefront show and take them in the shopper's.
        currency_rates: Object.fromEntries(currencies.map((currency) => [currency.code, currency.value])),
      };
    },
  },
};
