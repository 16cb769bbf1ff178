/**
 * Catalogue routes of the store's index endpoint: mega-menu entries (shapes, colours, features),
 * the public coupon for the promo strip, banners, and the filter panel of a category.
 */
import type { Queryable } from "@commerce/db/index";
import { categoryTreeIds, parseId, SqlParams } from "@commerce/graphql/lib/sql";
import { categoryIds } from "@config/store";
import { RestError, type RestRoutes } from "./types";

/** Where a mega-menu entry leads: the eyeglasses category filtered by the entry's option. */
const filteredCategoryUrl = (filterId: number) => `/store/category/${categoryIds.eyeglasses}?filters=${filterId}`;

/** The filter panel's price slider bounds when a category has no products (spec section 3). */
const DEFAULT_PRICES = { min_price: 0, max_price: 1000 };

type FilterType = "checkbox" | "radio" | "range";

interface FilterOptionRow {
  group_id: number;
  group_name: string;
  group_type: FilterType;
  filter_id: number;
  filter_name: string;
  numeric_value: number | null;
}

/**
 * Products of the category and its descendants (all enabled products without one), as a
 * condition on `product p`, with its parameters.
 */
function scopedProducts(categoryId: number | null): { sql: string; params: SqlParams } {
  const params = new SqlParams();
  const inCategory = categoryId
    ? ` and p.id in (select ptc.product_id from product_to_category ptc where ptc.category_id in (${categoryTreeIds("category", params.add(categoryId))}))`
    : "";
  return { sql: `p.status${inCategory}`, params };
}

async function filterPanel(db: Queryable, categoryId: number | null) {
  const scope = scopedProducts(categoryId);
  const [options, prices] = await Promise.all([
    db.query<FilterOptionRow>(
      `select g.id as group_id, g.name as group_name, g.type as group_type,
              f.id as filter_id, f.name as filter_name, f.numeric_value::float8 as numeric_value
         from filter f join filter_group g on g.id = f.filter_group_id
        where f.id in (select pf.filter_id from product_filter pf join product p on p.id = pf.product_id where ${scope.sql})
        order by g.sort_order, g.id, f.sort_order, f.numeric_value, f.id`,
      scope.params.values,
    ),
    db.query<{ min_price: number | null; max_price: number | null }>(
      `select min(pl.effective_price)::float8 as min_price, max(pl.effective_price)::float8 as max_price
         from product_listing pl where pl.id in (select p.id from product p where ${scope.sql})`,
      scope.params.values,
    ),
  ]);

  const groups = new Map<number, ReturnType<typeof groupOut>>();
  for (const row of options.rows) {
    let group = groups.get(row.group_id);
    if (!group) groups.set(row.group_id, (group = groupOut(row)));
    group.filter_options.push({
      filter_id: String(row.filter_id),
      filter_name: row.filter_name,
      filter_type: row.group_type,
      value: row.numeric_value,
    });
    if (row.group_type === "range" && row.numeric_value != null) {
      group.min_value = Math.min(group.min_value ?? Infinity, row.numeric_value);
      group.max_value = Math.max(group.max_value ?? -Infinity, row.numeric_value);
    }
  }

  const { min_price, max_price } = prices.rows[0] ?? {};
  return {
    filter_groups: [...groups.values()],
    // Whole dollars that still contain every price, for the slider.
    prices: min_price == null || max_price == null ? DEFAULT_PRICES : { min_price: Math.floor(min_price), max_price: Math.ceil(max_price) },
  };
}

function groupOut(row: FilterOptionRow) {
  return {
    filter_group_id: String(row.group_id),
    filter_group_name: row.group_name,
    filter_type: row.group_type,
    field_type: row.group_type,
    filter_options: [] as { filter_id: string; filter_name: string; filter_type: FilterType; value: number | null }[],
    // Range groups only: the smallest and largest option value among the category's products.
    min_value: undefined as number | undefined,
    max_value: undefined as number | undefined,
  };
}

export const catalogRoutes: RestRoutes = {
  "api/shapes": {
    GET: async (_input, { db }) => {
      const { rows } = await db.query<{ name: string; image: string; filter_id: number }>(
        `select name, image, filter_id from menu_shape order by sort_order, id`,
      );
      return rows.map(({ name, image, filter_id }) => ({ name, image, url: filteredCategoryUrl(filter_id), filter: String(filter_id) }));
    },
  },

  "api/colors": {
    GET: async (_input, { db }) => {
      const { rows } = await db.query<{ name: string; color: string; filter_id: number }>(
        `select name, color, filter_id from menu_color order by sort_order, id`,
      );
      return rows.map(({ name, color, filter_id }) => ({ name, color, filter: String(filter_id) }));
    },
  },

  "api/features": {
    GET: async (_input, { db }) => {
      const { rows } = await db.query<{ name: string; filter_id: number }>(
        `select name, filter_id from menu_feature order by sort_order, id`,
      );
      return rows.map(({ name, filter_id }) => ({ name, filter: String(filter_id) }));
    },
  },

  "api/coupon/publicCoupon": {
    // The promo strip's coupon: public, enabled, started, and not yet past its end date; the one ending soonest.
    GET: async (_input, { db }) => {
      const { rows } = await db.query(
        `select name, to_char(date_end, 'YYYY-MM-DD') as date_end, code from coupon
          where is_public and status and date_start <= current_date and date_end >= current_date
          order by date_end, id limit 1`,
      );
      return rows[0] ?? null;
    },
  },

  "api/banner": {
    GET: async ({ query }, { db }) => {
      const banner = (query.get("banner") ?? "").trim();
      if (!banner) throw new RestError("The banner parameter is required (e.g. banner=home)");
      const { rows } = await db.query(`select title, image, link from banner where banner = $1 order by sort_order, id`, [banner]);
      return rows;
    },
  },

  "api/filters": {
    GET: async ({ query }, { db }) => {
      const raw = query.get("category_id");
      const categoryId = parseId(raw);
      if (raw && raw.trim() && raw.trim() !== "0" && !categoryId) throw new RestError("category_id must be a category id");
      return filterPanel(db, categoryId);
    },
  },
};
