/**
 * Finds, in the seeded demo catalogue, the rows the cart, account, coupon and checkout tests need:
 * products with the seed's options ("Frame size" radio, "Lens usage" select, "Lens coatings"
 * checkbox), one on special, the demo customer, countries with and without zones.
 * Looked up by shape rather than by id, so the tests follow the seed when it changes.
 */
import type { Queryable } from "@commerce/db/index";

export interface OptionValueFixture {
  id: number;
  name: string;
  addOn: number;
}

export interface OptionFixture {
  id: number;
  name: string;
  type: string;
  required: boolean;
  values: OptionValueFixture[];
}

export interface ProductFixture {
  id: number;
  name: string;
  price: number;
  special: number | null;
  quantity: number;
  options: OptionFixture[];
}

export const demoCustomer = { email: "demo@lumenoptics.example", password: "demo1234" };

/** A product by id with its price, current special, stock and options. */
export async function loadProductFixture(db: Queryable, id: number): Promise<ProductFixture> {
  const { rows } = await db.query<{ id: number; name: string; price: number; special: number | null; quantity: number }>(
    `select id, name, price::float8 as price, special_price::float8 as special, quantity from product_listing where id = $1`,
    [id],
  );
  if (!rows[0]) throw new Error(`Fixture: product ${id} not found`);
  const options = await db.query<{ id: number; name: string; type: string; required: boolean; values: OptionValueFixture[] }>(
    `select o.id, o.name, o.type, o.required,
            coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name,
                        'addOn', (case when v.price_prefix = '-' then -v.price else v.price end)::float8) order by v.sort_order, v.id)
                        from product_option_value v where v.product_option_id = o.id), '[]') as values
       from product_option o where o.product_id = $1 order by o.sort_order, o.id`,
    [id],
  );
  return { ...rows[0], options: options.rows };
}

/**
 * A product in stock (at least `minStock`) without a special, with the seed's three option kinds;
 * its "Lens usage" has a value with a price add-on. `skip` picks another matching product.
 */
export async function optionedProduct(db: Queryable, { minStock = 40, skip = 0 } = {}): Promise<ProductFixture> {
  const { rows } = await db.query<{ id: number }>(
    `select pl.id from product_listing pl
      where pl.special_price is null and pl.quantity >= $1 and pl.minimum = 1
        and exists (select 1 from product_option o where o.product_id = pl.id and o.name = 'Frame size' and o.type = 'radio')
        and exists (select 1 from product_option o join product_option_value v on v.product_option_id = o.id
                     where o.product_id = pl.id and o.name = 'Lens usage' and o.type = 'select' and v.price > 0)
        and exists (select 1 from product_option o where o.product_id = pl.id and o.name = 'Lens coatings' and o.type = 'checkbox'
                     and (select count(*) from product_option_value v where v.product_option_id = o.id) >= 2)
      order by pl.id limit 1 offset $2`,
    [minStock, skip],
  );
  if (!rows[0]) throw new Error("Fixture: no product with Frame size, Lens usage and Lens coatings options in stock");
  return loadProductFixture(db, rows[0].id);
}

/** A product in stock with an option of the given type (text, textarea, date, time…). */
export async function productWithOptionType(db: Queryable, type: string): Promise<ProductFixture> {
  const { rows } = await db.query<{ id: number }>(
    `select pl.id from product_listing pl
      where pl.quantity >= 10 and pl.minimum = 1 and exists (select 1 from product_option o where o.product_id = pl.id and o.type = $1)
      order by pl.id limit 1`,
    [type],
  );
  if (!rows[0]) throw new Error(`Fixture: no product with a ${type} option`);
  return loadProductFixture(db, rows[0].id);
}

/** A product with a current special, in stock. */
export async function specialProduct(db: Queryable): Promise<ProductFixture> {
  const { rows } = await db.query<{ id: number }>(
    `select id from product_listing where special_price is not null and special_price < price and quantity >= 20 and minimum = 1 order by id limit 1`,
  );
  if (!rows[0]) throw new Error("Fixture: no product on special");
  return loadProductFixture(db, rows[0].id);
}

export function option(product: ProductFixture, name: string): OptionFixture {
  const found = product.options.find((o) => o.name === name);
  if (!found) throw new Error(`Fixture: product ${product.id} has no option ${name}`);
  return found;
}

/** The first value of every required option: the least a valid addToCart must send. */
export function requiredOptions(product: ProductFixture, overrides: Record<string, string> = {}): { id: string; value: string }[] {
  return product.options
    .filter((o) => o.required || overrides[o.name] != null)
    .map((o) => ({ id: String(o.id), value: overrides[o.name] ?? String(o.values[0]?.id ?? "text") }));
}

export interface CountryFixtures {
  zoned: { id: number; zoneId: number; zoneName: string };
  zoneless: { id: number; name: string };
  /** A zone that belongs to another country than `zoned`. */
  foreignZoneId: number;
}

export async function countries(db: Queryable): Promise<CountryFixtures> {
  const us = await db.query<{ id: number; zone_id: number; zone_name: string }>(
    `select c.id, z.id as zone_id, z.name as zone_name from country c join zone z on z.country_id = c.id
      where c.iso_code_2 = 'US' order by z.name limit 1`,
  );
  const zoneless = await db.query<{ id: number; name: string }>(
    `select c.id, c.name from country c where not exists (select 1 from zone z where z.country_id = c.id) order by c.id limit 1`,
  );
  const foreign = await db.query<{ id: number }>(
    `select z.id from zone z join country c on c.id = z.country_id where c.iso_code_2 <> 'US' limit 1`,
  );
  if (!us.rows[0] || !zoneless.rows[0] || !foreign.rows[0]) throw new Error("Fixture: countries with and without zones are missing");
  return {
    zoned: { id: us.rows[0].id, zoneId: us.rows[0].zone_id, zoneName: us.rows[0].zone_name },
    zoneless: zoneless.rows[0],
    foreignZoneId: foreign.rows[0].id,
  };
}

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** The unit price of `product` with the first value of each required option (what requiredOptions() chooses). */
export const unitPriceWithRequiredOptions = (product: ProductFixture) =>
  roundCents(product.price + product.options.filter((o) => o.required).reduce((sum, o) => sum + o.values[0].addOn, 0));

/** `rate` percent of an amount, rounded half up in whole cents (integer arithmetic: no 0.1 + 0.2 drift). */
export const percentOf = (amount: number, rate: number) => Math.round((Math.round(amount * 100) * rate) / 100) / 100;

export const usd = (amount: number) =>
  `${amount < 0 ? "-" : ""}$${Math.abs(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cart as the tests read it: every contract and extension field. */
export const CART_FIELDS = `
  total subtotal coupon quantity
  products { key quantity total price original_price special option { name type value } product { id name } }
  totals { code title value text data sort_order }
`;

export const ADD_TO_CART = `mutation ($id: String, $quantity: Int, $options: [CartOption]) {
  addToCart(id: $id, quantity: $quantity, options: $options) { ${CART_FIELDS} }
}`;

export const CART = `{ cart { ${CART_FIELDS} } }`;

/** What every checkout test starts from: an optioned product, its unit price and the countries. */
export interface CheckoutFixtures {
  product: ProductFixture;
  unit: number;
  places: CountryFixtures;
}

export async function checkoutFixtures(db: Queryable, product: Parameters<typeof optionedProduct>[1]): Promise<CheckoutFixtures> {
  const chosen = await optionedProduct(db, product);
  return { product: chosen, unit: unitPriceWithRequiredOptions(chosen), places: await countries(db) };
}
