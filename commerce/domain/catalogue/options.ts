/** A product's options (size, lens, engraving …) with their values and price add-ons. */
import type { Queryable } from "@commerce/db/index";

export interface OptionValueDef {
  id: number;
  name: string;
  /** Signed add-on per unit in the base currency (price_prefix applied). */
  addOn: number;
}

export interface OptionDef {
  id: number;
  productId: number;
  name: string;
  type: string;
  required: boolean;
  values: Map<number, OptionValueDef>;
}

/** Option types whose value is one or more of the option's own values (ids); the others take free text. */
export const CHOICE_TYPES = new Set(["select", "radio", "checkbox"]);

/** Options of the given products with their values, keyed by product id. */
export async function loadProductOptions(db: Queryable, productIds: readonly number[]): Promise<Map<number, OptionDef[]>> {
  const byProduct = new Map<number, OptionDef[]>();
  if (!productIds.length) return byProduct;
  const { rows } = await db.query<{
    option_id: number;
    product_id: number;
    option_name: string;
    type: string;
    required: boolean;
    value_id: number | null;
    value_name: string | null;
    add_on: number | null;
  }>(
    `select o.id as option_id, o.product_id, o.name as option_name, o.type, o.required,
            v.id as value_id, v.name as value_name,
            (case when v.price_prefix = '-' then -v.price else v.price end)::float8 as add_on
       from product_option o
       left join product_option_value v on v.product_option_id = o.id
      where o.product_id = any($1::int[])
      order by o.sort_order, o.id, v.sort_order, v.id`,
    [[...new Set(productIds)]],
  );
  const byId = new Map<number, OptionDef>();
  for (const row of rows) {
    let option = byId.get(row.option_id);
    if (!option) {
      option = {
        id: row.option_id,
        productId: row.product_id,
        name: row.option_name,
        type: row.type,
        required: row.required,
        values: new Map(),
      };
      byId.set(option.id, option);
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), option]);
    }
    if (row.value_id != null)
      option.values.set(row.value_id, { id: row.value_id, name: row.value_name ?? "", addOn: Number(row.add_on ?? 0) });
  }
  return byProduct;
}
