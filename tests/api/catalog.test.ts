/**
 * The catalogue over HTTP: productsList (paging, every sort, every filter), product detail,
 * categories, brands, url patterns and prices in the session currency. Expected results come
 * from an independent reading of the tables (tests/support/catalog-oracle.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrencyRow } from "@commerce/domain/money/money";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  categoryTree,
  formatPrice,
  ids,
  productsInCategory,
  readCatalogue,
  sortedIds,
  type Catalogue,
  type OracleProduct,
} from "../support/catalog-oracle";

let server: TestApi;
let shopper: Shopper;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApi();
  await addVarietyTheSeedLacks();
  catalogue = await readCatalogue(server.api.db);
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

/**
 * The demo seed gives every product sort_order 0, a keyword to every item and disables nothing.
 * This file's own copy of the database gets some spread sort orders, one item of each kind
 * without a keyword and one disabled product, so those paths are exercised too.
 */
async function addVarietyTheSeedLacks() {
  const db = server.api.db;
  await db.query(`update product set sort_order = (id * 7) % 5 where id % 4 = 0`);
  await db.query(`update product set keyword = null where id = (select min(id) from product where id % 4 = 1)`);
  await db.query(`update category set keyword = null where id = (select min(id) from category where status and parent_id > 0)`);
  await db.query(`update manufacturer set keyword = null where id = (select max(id) from manufacturer)`);
  await db.query(`update product set status = false where id = (select max(id) from product)`);
}

const TILE = `id name model price special stock rating keyword url(url: "/store/product/_id") manufacturer { id name url(url: "/store/manufacturer/_id") }`;
const LIST = `query List($sort: String, $order: String, $page: Int, $size: Int, $category_id: String, $filter: String, $search: String,
    $special: Boolean, $ids: [Int], $manufacturer_id: String, $min_price: Float, $max_price: Float,
    $min_filters: [FilterRangeInput], $max_filters: [FilterRangeInput]) {
  productsList(sort: $sort, order: $order, page: $page, size: $size, category_id: $category_id, filter: $filter, search: $search,
      special: $special, ids: $ids, manufacturer_id: $manufacturer_id, min_price: $min_price, max_price: $max_price,
      min_filters: $min_filters, max_filters: $max_filters) {
    content { ${TILE} }
    first last number numberOfElements size totalElements totalPages
  }
}`;

interface ListResult {
  content: { id: string; name: string; price: string; special: string; url: string; manufacturer: { id: string; url: string } | null }[];
  first: boolean;
  last: boolean;
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

async function list(variables: Record<string, unknown>, client = shopper): Promise<ListResult> {
  return (await client.data<{ productsList: ListResult }>(LIST, variables)).productsList;
}

/** Every product the arguments select (all pages), as sorted ids. */
async function matching(variables: Record<string, unknown>): Promise<number[]> {
  return sortedIds((await list({ ...variables, size: -1 })).content);
}

const expectedIds = (products: OracleProduct[]) => products.map((p) => p.id).sort((a, b) => a - b);

describe("productsList paging", () => {
  it("returns the contract's envelope for a middle page", async () => {
    const total = catalogue.products.length;
    expect(total).toBeGreaterThan(4);
    const size = Math.max(2, Math.floor(total / 3));
    const page = await list({ page: 2, size });
    expect(page).toMatchObject({ number: 2, size, totalElements: total, totalPages: Math.ceil(total / size), first: false });
    expect(page.numberOfElements).toBe(page.content.length);
    expect(page.content.length).toBe(Math.min(size, total - size));
    expect(page.last).toBe(2 >= Math.ceil(total / size));
  });

  it("pages through every product exactly once, in the one-page order, even among ties", async () => {
    // About seven pages, whose boundaries fall inside runs of equal keys.
    const size = Math.max(2, Math.ceil(catalogue.products.length / 7));
    for (const [sort, order] of [
      ["price", "ASC"],
      ["sort_order", "DESC"],
    ]) {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const result = await list({ page, size, sort, order });
        seen.push(...ids(result.content));
        if (result.last) break;
      }
      expect(seen).toEqual(ids((await list({ size: -1, sort, order })).content));
      expect([...seen].sort((a, b) => a - b)).toEqual(expectedIds(catalogue.products));
    }
  });

  it("breaks ties by id in the direction asked, also across pages", async () => {
    const first = catalogue.products.find((p) => catalogue.products.some((q) => q.id !== p.id && q.sortOrder === p.sortOrder));
    expect(first, "two products with the same sort_order").toBeDefined();
    const twin = catalogue.products.find((q) => q.id !== first!.id && q.sortOrder === first!.sortOrder)!;
    const tied = [first!.id, twin.id].sort((a, b) => a - b);
    for (const order of ["ASC", "DESC"]) {
      const pages = [await list({ ids: tied, size: 1, page: 1, order }), await list({ ids: tied, size: 1, page: 2, order })];
      expect(pages.flatMap((page) => ids(page.content))).toEqual(order === "ASC" ? tied : [...tied].reverse());
    }
  });

  it("returns everything on one page for size -1", async () => {
    const all = await list({ size: -1 });
    expect(all.content.length).toBe(catalogue.products.length);
    expect(all).toMatchObject({ totalPages: 1, first: true, last: true, totalElements: catalogue.products.length });
  });

  it("answers an empty page with the right totals past the end", async () => {
    const result = await list({ page: 1000, size: 10 });
    expect(result.content).toEqual([]);
    expect(result).toMatchObject({
      number: 1000,
      totalElements: catalogue.products.length,
      totalPages: Math.ceil(catalogue.products.length / 10),
    });
  });

  it("defaults to 15 per page, sorted by sort_order", async () => {
    const result = (await shopper.data<{ productsList: ListResult }>(`{ productsList { content { id } size number } }`)).productsList;
    expect(result.size).toBe(15);
    expect(result.number).toBe(1);
    const expected = [...catalogue.products].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).slice(0, 15);
    expect(ids(result.content)).toEqual(expected.map((p) => p.id));
  });
});

describe("productsList sorting", () => {
  const keyOf: Record<string, (p: OracleProduct) => number | string> = {
    sort_order: (p) => p.sortOrder,
    id: (p) => p.id,
    name: (p) => p.name.toLowerCase(),
    model: (p) => p.model.toLowerCase(),
    price: (p) => p.effectivePrice,
    rating: (p) => p.rating,
    date_added: (p) => p.dateAdded,
  };

  /** Orders by the key, then by id, both in the direction asked (the API's stable tie-break). */
  function inOrder(a: OracleProduct, b: OracleProduct, key: (p: OracleProduct) => number | string, direction: 1 | -1): boolean {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * direction < 0;
    return (a.id - b.id) * direction < 0;
  }

  for (const [sort, key] of Object.entries(keyOf)) {
    for (const order of ["ASC", "DESC"] as const) {
      it(`orders by ${sort} ${order}`, async () => {
        const result = await list({ sort, order, size: -1 });
        const rows = ids(result.content).map((id) => catalogue.byId.get(id)!);
        expect(rows.length).toBe(catalogue.products.length);
        const direction = order === "ASC" ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const pair = `${rows[i - 1].id} (${key(rows[i - 1])}) before ${rows[i].id} (${key(rows[i])})`;
          expect(inOrder(rows[i - 1], rows[i], key, direction), pair).toBe(true);
        }
        // The sort must actually discriminate: not every product has the same key.
        expect(new Set(rows.map(key)).size).toBeGreaterThan(1);
      });
    }
  }

  it("falls back to sort_order for an unknown sort and to ASC for an unknown order", async () => {
    const expected = ids((await list({ sort: "sort_order", order: "ASC", size: -1 })).content);
    expect(ids((await list({ sort: "price; drop table product", order: "sideways", size: -1 })).content)).toEqual(expected);
  });

  it("accepts the order in any case", async () => {
    const upper = ids((await list({ sort: "name", order: "DESC", size: -1 })).content);
    expect(ids((await list({ sort: "name", order: "desc", size: -1 })).content)).toEqual(upper);
  });
});

describe("productsList filters", () => {
  it("includes the category's descendants", async () => {
    const parent = catalogue.categories.find((c) => {
      const tree = categoryTree(catalogue, c.id);
      const direct = catalogue.products.filter((p) => p.categoryIds.includes(c.id)).length;
      return tree.size > 2 && productsInCategory(catalogue, c.id).length > direct;
    });
    expect(parent, "a category whose subcategories hold products of their own").toBeDefined();
    expect(await matching({ category_id: String(parent!.id) })).toEqual(expectedIds(productsInCategory(catalogue, parent!.id)));
  });

  it("ORs options within a group and ANDs the groups", async () => {
    const used = (filterId: number) => catalogue.products.some((p) => p.filterIds.includes(filterId));
    const checkbox = catalogue.filters.filter((f) => f.groupType === "checkbox" && used(f.id));
    const groupIds = [...new Set(checkbox.map((f) => f.groupId))];
    expect(groupIds.length).toBeGreaterThanOrEqual(2);
    const [first, second] = groupIds.map((g) => checkbox.filter((f) => f.groupId === g));
    const chosen = [first[0].id, first[1].id, second[0].id];

    const either = catalogue.products.filter((p) => p.filterIds.includes(chosen[0]) || p.filterIds.includes(chosen[1]));
    const both = either.filter((p) => p.filterIds.includes(chosen[2]));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(either.length);

    expect(await matching({ filter: `${chosen[0]},${chosen[1]}` })).toEqual(expectedIds(either));
    expect(await matching({ filter: chosen.join(",") })).toEqual(expectedIds(both));
    // Spaces and junk entries are ignored, as are option ids that do not exist.
    expect(await matching({ filter: ` ${chosen.join(" , ")}, x, 99999999` })).toEqual(expectedIds(both));
  });

  it("bounds range filter groups by their option values", async () => {
    const range = catalogue.filters.filter((f) => f.groupType === "range" && f.value != null);
    expect(range.length).toBeGreaterThan(1);
    const groupId = range[0].groupId;
    const values = [...new Set(range.filter((f) => f.groupId === groupId).map((f) => f.value!))].sort((a, b) => a - b);
    const [low, high] = [values[0], values[values.length - 1]];
    const middle = values.length > 2 ? values[1] : low;
    const within = (min: number, max: number) =>
      catalogue.products.filter((p) =>
        p.filterIds.some((id) => range.some((f) => f.id === id && f.groupId === groupId && f.value! >= min && f.value! <= max)),
      );

    expect(await matching({ min_filters: [{ id: String(groupId), value: middle }] })).toEqual(expectedIds(within(middle, Infinity)));
    expect(await matching({ max_filters: [{ id: String(groupId), value: middle }] })).toEqual(expectedIds(within(-Infinity, middle)));
    const both = await matching({
      min_filters: [{ id: String(groupId), value: middle }],
      max_filters: [{ id: String(groupId), value: middle }],
    });
    expect(both).toEqual(expectedIds(within(middle, middle)));
    expect(both.length).toBeGreaterThan(0);
    expect(await matching({ min_filters: [{ id: String(groupId), value: high + 1 }] })).toEqual([]);
    expect(await matching({ max_filters: [{ id: String(groupId), value: low - 1 }] })).toEqual([]);
  });

  it("bounds the effective price (special when current) in the base currency", async () => {
    const prices = catalogue.products.map((p) => p.effectivePrice).sort((a, b) => a - b);
    const [min, max] = [prices[Math.floor(prices.length / 4)], prices[Math.floor((prices.length * 3) / 4)]];
    const expected = catalogue.products.filter((p) => p.effectivePrice >= min && p.effectivePrice <= max);
    expect(expected.length).toBeLessThan(catalogue.products.length);
    expect(await matching({ min_price: min, max_price: max })).toEqual(expectedIds(expected));
    expect(await matching({ min_price: min })).toEqual(expectedIds(catalogue.products.filter((p) => p.effectivePrice >= min)));
  });

  it("searches name, model, sku, brand and short description, trimmed and case-insensitive", async () => {
    const contains = (needle: string) => (p: OracleProduct) =>
      [p.name, p.model, p.sku, p.shortDescription, p.manufacturerName].some((text) => text.toLowerCase().includes(needle.toLowerCase()));
    const brand = catalogue.products.find((p) => p.manufacturerName)!.manufacturerName;
    const word = catalogue.products[0].name.split(/\s+/)[0];
    const model = catalogue.products[1].model;
    for (const needle of [brand, word, model]) {
      const expected = catalogue.products.filter(contains(needle));
      expect(expected.length).toBeGreaterThan(0);
      expect(await matching({ search: `  ${needle.toUpperCase()}  ` }), needle).toEqual(expectedIds(expected));
    }
    expect(await matching({ search: "no such frame anywhere" })).toEqual([]);
    // LIKE wildcards in the text are taken literally.
    expect(await matching({ search: "%" })).toEqual(expectedIds(catalogue.products.filter(contains("%"))));
    expect(await matching({ search: "   " })).toEqual(expectedIds(catalogue.products));
  });

  it("matches every word of a search in any order and column, plurals too, the most relevant first", async () => {
    // Independent of the API's stemming: each query word (or its singular) must appear in some field.
    const fields = (p: OracleProduct) =>
      [p.name, p.model, p.sku, p.shortDescription, p.metaKeyword, p.manufacturerName].join("\n").toLowerCase();
    const hasWord = (p: OracleProduct, word: string) => [word, word.replace(/s$/, "")].some((form) => fields(p).includes(form));
    for (const search of ["kestrel aviator", "acetate round", "sunglasses aviator", "aviators", "ROUND   Acetate"]) {
      const words = search.toLowerCase().split(/\s+/);
      const expected = catalogue.products.filter((p) => words.every((word) => hasWord(p, word)));
      expect(expected.length, search).toBeGreaterThan(0);
      expect(await matching({ search }), search).toEqual(expectedIds(expected));
    }
    // The products with every word in their name come first, in the storefront's default order.
    const ranked = ids((await list({ search: "acetate round", size: -1, sort: "id", order: "ASC" })).content);
    const named = catalogue.products.filter((p) => ["acetate", "round"].every((word) => p.name.toLowerCase().includes(word)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(ranked.length);
    expect(new Set(ranked.slice(0, named.length))).toEqual(new Set(named.map((p) => p.id)));
    // A chosen order is kept.
    const byPrice = (await list({ search: "kestrel aviator", size: -1, sort: "price", order: "ASC" })).content;
    const prices = byPrice.map((p) => catalogue.products.find((q) => String(q.id) === String(p.id))!.effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A word found nowhere still finds nothing, whatever the others find.
    expect(await matching({ search: "aviator zzqx" })).toEqual([]);
    // Quotes and punctuation around words are not part of them; punctuation alone finds nothing.
    const round = await matching({ search: "round" });
    expect(round.length).toBeGreaterThan(0);
    for (const search of ['"round"', "round,", "“Round”!", "(round)"]) expect(await matching({ search }), search).toEqual(round);
    expect(await matching({ search: '""' })).toEqual([]);
  });

  it("lists only current specials", async () => {
    const expected = catalogue.products.filter((p) => p.special != null);
    expect(expected.length).toBeGreaterThan(0);
    expect(await matching({ special: true })).toEqual(expectedIds(expected));
  });

  it("selects by ids, skipping unknown and disabled products", async () => {
    const wanted = catalogue.products.slice(0, 3).map((p) => p.id);
    expect(catalogue.disabledProductIds.length).toBeGreaterThan(0);
    expect(await matching({ ids: [...wanted, catalogue.disabledProductIds[0], 99999999] })).toEqual([...wanted].sort((a, b) => a - b));
  });

  it("selects by manufacturer", async () => {
    const brandId = catalogue.products.find((p) => p.manufacturerId != null)!.manufacturerId!;
    const expected = catalogue.products.filter((p) => p.manufacturerId === brandId);
    expect(expected.length).toBeLessThan(catalogue.products.length);
    expect(await matching({ manufacturer_id: String(brandId) })).toEqual(expectedIds(expected));
  });

  it("combines filters with AND", async () => {
    const brandId = catalogue.products.find((p) => p.manufacturerId != null)!.manufacturerId!;
    const minPrice = [...catalogue.products].sort((a, b) => a.effectivePrice - b.effectivePrice)[1].effectivePrice;
    const expected = catalogue.products.filter((p) => p.manufacturerId === brandId && p.effectivePrice >= minPrice);
    expect(await matching({ manufacturer_id: String(brandId), min_price: minPrice })).toEqual(expectedIds(expected));
  });
});

describe("products in the session currency", () => {
  const currencies = async () =>
    (
      await server.api.db.query<CurrencyRow>(
        `select code, title, symbol_left, symbol_right, decimal_place, value::float8 as value, is_default from currency`,
      )
    ).rows;

  it("formats prices in US dollars, with special empty when there is none", async () => {
    const usd = (await currencies()).find((c) => c.code === "USD")!;
    const result = await list({ size: -1 });
    for (const tile of result.content) {
      const product = catalogue.byId.get(Number(tile.id))!;
      expect(tile.price).toBe(formatPrice(product.price, usd));
      expect(tile.special).toBe(product.special == null ? "" : formatPrice(product.special, usd));
    }
    expect(result.content.some((tile) => tile.special === "")).toBe(true);
    expect(result.content.some((tile) => tile.special !== "")).toBe(true);
    expect(result.content.map((t) => t.price).every((price) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(price))).toBe(true);
  });

  it("switches to euros for one shopper only", async () => {
    const all = await currencies();
    const eur = all.find((c) => c.code === "EUR")!;
    const usd = all.find((c) => c.code === "USD")!;
    const european = new Shopper(server.url);
    const american = new Shopper(server.url);
    const product = catalogue.products.find((p) => p.special != null)!;
    const query = `query($ids: [Int]) { productsList(ids: $ids) { content { price special } } currency { code active } }`;

    await american.data(query, { ids: [product.id] });
    const changed = await european.data<{ editCurrency: { code: string; active: boolean }[] }>(
      `mutation { editCurrency(code: "EUR") { code active } }`,
    );
    expect(changed.editCurrency.filter((c) => c.active).map((c) => c.code)).toEqual(["EUR"]);

    const [inEuros, inDollars] = await Promise.all([
      european.data(query, { ids: [product.id] }),
      american.data(query, { ids: [product.id] }),
    ]);
    expect(inEuros.productsList.content[0]).toEqual({
      price: formatPrice(product.price, eur),
      special: formatPrice(product.special!, eur),
    });
    expect(inDollars.productsList.content[0]).toEqual({
      price: formatPrice(product.price, usd),
      special: formatPrice(product.special!, usd),
    });
    expect(inEuros.currency.find((c: { active: boolean }) => c.active).code).toBe("EUR");
    expect(inDollars.currency.find((c: { active: boolean }) => c.active).code).toBe("USD");
  });

  it("refuses an unknown currency", async () => {
    const result = await new Shopper(server.url).gql(`mutation { editCurrency(code: "XXX") { code } }`);
    expect(result.errors?.[0].message).toMatch(/XXX/);
  });
});

describe("urls", () => {
  it("fills _id into the pattern, or gives /keyword when the item has one", async () => {
    const result = await list({ size: -1 });
    for (const tile of result.content) {
      const product = catalogue.byId.get(Number(tile.id))!;
      expect(tile.url).toBe(product.keyword ? `/${product.keyword}` : `/store/product/${product.id}`);
    }
    expect(catalogue.products.some((p) => p.keyword)).toBe(true);
    expect(catalogue.products.some((p) => !p.keyword)).toBe(true);
  });

  it("uses the default pattern when none is given, for products, categories and brands", async () => {
    const product = catalogue.products.find((p) => !p.keyword)!;
    const category = catalogue.categories.find((c) => c.status && !c.keyword)!;
    const brand = (await server.api.db.query(`select id from manufacturer where keyword is null limit 1`)).rows[0];
    const data = await shopper.data(
      `query($p: String, $c: String, $m: String) {
      product(id: $p) { url } category(id: $c) { url custom: url(url: "/c/_id/x") } manufacturer(id: $m) { url }
    }`,
      { p: String(product.id), c: String(category.id), m: String(brand.id) },
    );
    expect(data).toEqual({
      product: { url: `/store/product/${product.id}` },
      category: { url: `/store/category/${category.id}`, custom: `/c/${category.id}/x` },
      manufacturer: { url: `/store/manufacturer/${brand.id}` },
    });
  });
});

describe("product detail", () => {
  const DETAIL = `query($id: String) { product(id: $id) {
    id name model description shortDescription minimum keyword stock sku quantity
    meta { title description keyword }
    images(limit: 3) { image imageBig imageLazy }
    allImages: images(limit: -1) { image }
    attributes { name options }
    options { id name type required values { id name price } }
    reviews { author content rating created_at }
    products(limit: 2) { id name price }
    extra { name value }
    manufacturer { id name }
  } }`;

  /** The product with the most detail rows, so each field has something to show. */
  async function richProduct(): Promise<number> {
    const { rows } = await server.api.db.query<{ id: number }>(`select p.id from product p where p.status
      and exists (select 1 from product_image i where i.product_id = p.id)
      and exists (select 1 from product_attribute a where a.product_id = p.id)
      and exists (select 1 from product_option o where o.product_id = p.id)
      and exists (select 1 from review r where r.product_id = p.id and r.status)
      and (select count(*) from product_related r join product q on q.id = r.related_id and q.status where r.product_id = p.id) >= 2
      order by p.id limit 1`);
    expect(rows.length).toBe(1);
    return rows[0].id;
  }

  it("returns images, attributes, options, reviews, related products and extra fields", async () => {
    const id = await richProduct();
    const db = server.api.db;
    const { product } = await shopper.data(DETAIL, { id: String(id) });
    const row = (await db.query<any>(`select * from product where id = $1`, [id])).rows[0];
    expect(product).toMatchObject({
      id: String(id),
      name: row.name,
      model: row.model,
      description: row.description,
      minimum: row.minimum,
      sku: row.sku,
      quantity: row.quantity,
      stock: row.quantity > 0,
    });
    expect(product.meta.title).toBe(row.meta_title || row.name);

    const images = (await db.query(`select image from product_image where product_id = $1 order by sort_order, id`, [id])).rows.map(
      (r) => r.image,
    );
    expect(product.images).toEqual(images.slice(0, 3).map((image) => ({ image, imageBig: image, imageLazy: image })));
    expect(product.allImages.map((i: { image: string }) => i.image)).toEqual(images);

    const attributes = (await db.query(`select name, options from product_attribute where product_id = $1 order by sort_order, name`, [id]))
      .rows;
    expect(product.attributes).toEqual(attributes.map((a) => ({ name: a.name, options: a.options })));

    const options = (
      await db.query(
        `select o.id, o.name, o.type, o.required, count(v.id)::int as values from product_option o
      left join product_option_value v on v.product_option_id = o.id where o.product_id = $1 group by o.id order by o.sort_order, o.id`,
        [id],
      )
    ).rows;
    expect(
      product.options.map((o: any) => ({ id: Number(o.id), name: o.name, type: o.type, required: o.required, values: o.values.length })),
    ).toEqual(options);

    const reviews = (
      await db.query(`select author, rating from review where product_id = $1 and status order by created_at desc, id desc`, [id])
    ).rows;
    expect(product.reviews.map((r: any) => ({ author: r.author, rating: r.rating }))).toEqual(reviews);
    expect(new Date(product.reviews[0].created_at).toISOString()).toBe(product.reviews[0].created_at);

    const related = (
      await db.query(
        `select q.id from product_related r join product q on q.id = r.related_id and q.status
      where r.product_id = $1 order by q.sort_order, q.id limit 2`,
        [id],
      )
    ).rows.map((r) => String(r.id));
    expect(product.products.map((p: { id: string }) => p.id)).toEqual(related);

    const groups = (
      await db.query(
        `select distinct g.name from product_filter pf join filter f on f.id = pf.filter_id
      join filter_group g on g.id = f.filter_group_id where pf.product_id = $1`,
        [id],
      )
    ).rows.map((r) => r.name);
    expect(product.extra.map((e: { name: string }) => e.name).sort()).toEqual(groups.sort());
    expect(product.extra.every((e: { value: string }) => e.value.length > 0)).toBe(true);
  });

  it("prices option values as signed add-ons in the session currency", async () => {
    const { rows } = await server.api.db
      .query<any>(`select o.product_id, v.id, v.price::float8 as price, v.price_prefix from product_option_value v
      join product_option o on o.id = v.product_option_id join product p on p.id = o.product_id and p.status order by v.id`);
    const priced = rows.find((r) => r.price > 0)!;
    const free = rows.find((r) => r.price === 0 && r.product_id === priced.product_id);
    const { product } = await shopper.data(`query($id: String) { product(id: $id) { options { values { id price } } } }`, {
      id: String(priced.product_id),
    });
    const values = new Map(product.options.flatMap((o: any) => o.values).map((v: any) => [Number(v.id), v.price]));
    expect(values.get(priced.id)).toBe(`${priced.price_prefix}$${priced.price.toFixed(2)}`);
    expect(free, "a free value of the same product").toBeDefined();
    expect(values.get(free!.id)).toBe("");
  });

  it("answers null for an unknown or disabled product", async () => {
    const disabled = catalogue.disabledProductIds[0];
    expect(disabled).toBeDefined();
    const data = await shopper.data(
      `query($a: String, $b: String, $c: String) { a: product(id: $a) { id } b: product(id: $b) { id } c: product(id: $c) { id } }`,
      {
        a: "99999999",
        b: String(disabled),
        c: "not-a-product",
      },
    );
    expect(data).toEqual({ a: null, b: null, c: null });
  });

  it("finds a product by its SEO keyword too", async () => {
    const product = catalogue.products.find((p) => p.keyword)!;
    const data = await shopper.data(`query($id: String) { product(id: $id) { id } }`, { id: product.keyword });
    expect(data.product).toEqual({ id: String(product.id) });
  });

  it("reads every tile of a list in a fixed number of queries", async () => {
    const db = server.api.db;
    const original = db.query;
    let count = 0;
    db.query = ((sql: string, params?: unknown[]) => {
      count++;
      return original.call(db, sql, params);
    }) as typeof db.query;
    try {
      const counted = async (size: number) => {
        count = 0;
        await shopper.data(
          `query($size: Int) { productsList(size: $size) { content { ${TILE} extra { name value } shortDescription image imageLazy low_stock } } }`,
          { size },
        );
        return count;
      };
      // Two products or all of them: the same number of queries (no query per tile).
      expect(await counted(-1)).toBe(await counted(2));
    } finally {
      db.query = original;
    }
  });
});

describe("categories and brands", () => {
  it("lists top-level categories with their children, ordered by sort_order", async () => {
    const data = await shopper.data(
      `{ categoriesList(parent: 0, size: -1) { totalElements content { id parent_id name categories(limit: 10) { id parent_id categories(limit: 10) { id } } } } }`,
    );
    const rows = (await server.api.db.query(`select id, parent_id, sort_order from category where status order by sort_order, id`)).rows;
    const top = rows.filter((r) => r.parent_id === 0);
    expect(ids(data.categoriesList.content)).toEqual(top.map((r) => r.id));
    expect(data.categoriesList.totalElements).toBe(top.length);
    for (const category of data.categoriesList.content) {
      expect(category.parent_id).toBe("0");
      const children = rows.filter((r) => r.parent_id === Number(category.id)).slice(0, 10);
      expect(ids(category.categories)).toEqual(children.map((r) => r.id));
      for (const child of category.categories) {
        expect(child.parent_id).toBe(category.id);
        expect(ids(child.categories)).toEqual(
          rows
            .filter((r) => r.parent_id === Number(child.id))
            .slice(0, 10)
            .map((r) => r.id),
        );
      }
    }
  });

  it("limits children with categories(limit) and keeps disabled categories out", async () => {
    const db = server.api.db;
    const [parent] = (
      await db.query(`select parent_id from category where status and parent_id > 0 group by parent_id having count(*) >= 3 limit 1`)
    ).rows;
    const children = (await db.query(`select id from category where parent_id = $1 and status order by sort_order, id`, [parent.parent_id]))
      .rows;
    const hidden = children[children.length - 1].id;
    const query = `query($id: String, $hidden: String) { category(id: $id) { categories(limit: 1) { id } all: categories(limit: -1) { id } } hidden: category(id: $hidden) { id } }`;
    await db.query(`update category set status = false where id = $1`, [hidden]);
    try {
      const data = await shopper.data(query, { id: String(parent.parent_id), hidden: String(hidden) });
      expect(ids(data.category.categories)).toEqual([children[0].id]);
      expect(ids(data.category.all)).toEqual(children.slice(0, -1).map((c) => c.id));
      expect(data.hidden).toBeNull();
    } finally {
      await db.query(`update category set status = true where id = $1`, [hidden]);
    }
  });

  it("filters categories by parent, top flag and name", async () => {
    const db = server.api.db;
    const top = (await db.query(`select id from category where status and top order by sort_order, id`)).rows;
    const data = await shopper.data(
      `{ top: categoriesList(top: true, size: -1) { content { id } } any: categoriesList(size: -1) { totalElements } }`,
    );
    expect(ids(data.top.content)).toEqual(top.map((r) => r.id));
    expect(data.any.totalElements).toBe(catalogue.categories.filter((c) => c.status).length);

    const named = (await db.query<{ id: number; name: string }>(`select id, name from category where status order by id limit 1`)).rows[0];
    const found = await shopper.data(`query($s: String) { categoriesList(search: $s, size: -1) { content { id name } } }`, {
      s: named.name.slice(1, 5).toUpperCase(),
    });
    expect(ids(found.categoriesList.content)).toContain(named.id);
    expect(
      found.categoriesList.content.every((c: { name: string }) => c.name.toLowerCase().includes(named.name.slice(1, 5).toLowerCase())),
    ).toBe(true);
  });

  it("gives a category's meta, with the name as the fallback title", async () => {
    const row = (await server.api.db.query(`select * from category where status order by id limit 1`)).rows[0];
    const data = await shopper.data(
      `query($id: String) { category(id: $id) { id name description parent_id meta { title description keyword } } }`,
      { id: String(row.id) },
    );
    expect(data.category).toEqual({
      id: String(row.id),
      name: row.name,
      description: row.description,
      parent_id: String(row.parent_id),
      meta: { title: row.meta_title || row.name, description: row.meta_description, keyword: row.meta_keyword },
    });
  });

  it("lists brands by name in both directions, with search", async () => {
    const brands = (await server.api.db.query<{ id: number; name: string }>(`select id, name from manufacturer`)).rows.sort((a, b) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id,
    );
    const data = await shopper.data(
      `{ asc: manufacturerList(size: -1) { content { id name imageBig } } desc: manufacturerList(size: -1, sort: "name", order: "DESC") { content { id } } page: manufacturerList(size: 1, page: 2) { content { id } totalElements } }`,
    );
    expect(ids(data.asc.content)).toEqual(brands.map((b) => b.id));
    expect(ids(data.desc.content)).toEqual(brands.map((b) => b.id).reverse());
    expect(data.page).toEqual({ content: [{ id: String(brands[1].id) }], totalElements: brands.length });

    const one = brands[0];
    const found = await shopper.data(
      `query($s: String, $id: String) { manufacturerList(search: $s) { content { id } } manufacturer(id: $id) { id name } }`,
      { s: ` ${one.name.toUpperCase()} `, id: String(one.id) },
    );
    expect(ids(found.manufacturerList.content)).toContain(one.id);
    expect(found.manufacturer).toEqual({ id: String(one.id), name: one.name });
  });
});
