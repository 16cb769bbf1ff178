/**
 * The recording store's ids (OpenCart's demo data plus the fixtures' added products, README of
 * /work/shared/fixtures/vuefront-opencart-3.0.3.9) mapped to demo-catalogue equivalents: the one
 * table the replay test (tests/api/replay-opencart.test.ts) reads. Ids learned from answers (cart
 * line keys, address ids) are added while the replay runs.
 */
type Table = Record<string, string>;

export const RECORDED_TO_DEMO = {
  /** 42 Apple Cinema (many required options) → 14 (radio, select, checkbox, date, time); 50 Aviator (required select + radio) → 5 (its Lens usage select, not required here, and Frame size radio);
   * 30 Canon (low stock) → 312 and 49 Galaxy Tab (quantity 0) → 192, both without options, their stock set by the test;
   * 40 iPhone (no options) → 124; 43, 47 (compare only) → 7, 9. */
  product: { "42": "14", "50": "5", "30": "312", "49": "192", "40": "124", "43": "7", "47": "9" } as Table,
  /** 20 Desktops (with sub-categories) → 60 Eyeglasses; 59 Sunglasses → 59; 90 is absent in both. */
  category: { "20": "60", "59": "59" } as Table,
  manufacturer: { "8": "8", "11": "11" } as Table,
  page: { "4": "4", "7": "7" } as Table,
  /** Options (product option ids): 42's radio 218, select 217, checkbox 223, date 219, time 221; 50's select 300, radio 301.
   * 42's text, textarea, file and datetime options and 30's select have no counterpart: they are left out. */
  option: { "218": "78", "217": "79", "223": "80", "219": "81", "221": "82", "300": "30", "301": "29" } as Table,
  optionValue: {
    "218": { "5": "200", "6": "201", "7": "202" },
    "217": { "1": "203", "2": "204", "3": "205", "4": "206" },
    "223": { "8": "208", "9": "209", "10": "210", "11": "210" },
    "300": { "900": "72", "901": "73" },
    "301": { "902": "69", "903": "70" },
  } as Record<string, Table>,
  /** United Kingdom 222 → 3 (zone Lancashire 3563 → 65); United States 223 → 1 (zone 3616 → 1). */
  country: { "222": "3", "223": "1" } as Table,
  zone: { "3563": "65", "3616": "1" } as Table,
  /** searchUrl keywords: a product, a category, an information page, a manufacturer; a category path. */
  url: {
    "canon-eos-5d": "june-rectangle-titanium",
    desktops: "eyeglasses",
    about_us: "about_us",
    apple: "maison-verlaine",
    "/desktops/mac": "/eyeglasses/mens-eyeglasses",
    "/store/product/42": "/store/product/14",
  } as Table,
};

const T = RECORDED_TO_DEMO;
const pick = (table: Table, id: string) => table[id] ?? id;

/** Rewrites the literal ids in a query text. */
export function mapQueryText(query: string): string {
  return query
    .replace(/\b(product|addToCart)\(id: "(\d+)"/g, (_m, f: string, id: string) => `${f}(id: "${pick(T.product, id)}"`)
    .replace(/\bcategory\(id: "(\d+)"/g, (_m, id: string) => `category(id: "${pick(T.category, id)}"`)
    .replace(/\bcategory_id: "(\d+)"/g, (_m, id: string) => `category_id: "${pick(T.category, id)}"`)
    .replace(/\bmanufacturer(_id: |\(id: )"(\d+)"/g, (_m, f: string, id: string) => `manufacturer${f}"${pick(T.manufacturer, id)}"`)
    .replace(/\bpage\(id: "(\d+)"/g, (_m, id: string) => `page(id: "${pick(T.page, id)}"`)
    .replace(/\bcountry\(id: (\d+)/g, (_m, id: string) => `country(id: ${pick(T.country, id)}`)
    .replace(/\bcountry_id: "(\d+)"/g, (_m, id: string) => `country_id: "${pick(T.country, id)}"`)
    .replace(/\bzone\(id: (\d+)/g, (_m, id: string) => `zone(id: ${pick(T.zone, id)}`)
    .replace(
      /\bids: \[([\d, ]+)\]/g,
      (_m, ids: string) =>
        `ids: [${ids
          .split(/,\s*/)
          .map((id) => pick(T.product, id))
          .join(", ")}]`,
    )
    .replace(/(?<!\$)options: \[(\{.*?)\]/g, (_m, list: string) => {
      const options = [...list.matchAll(/\{id: "(\d+)", value: "([^"]*)"\}/g)].map(([, id, value]) => ({ id: id!, value: value! }));
      return `options: [${mapOptions(options)
        .map((o) => `{id: "${o.id}", value: "${o.value}"}`)
        .join(", ")}]`;
    });
}

function mapOptions(options: { id: string; value: string }[]): { id: string; value: string }[] {
  return options
    .filter((option) => T.option[option.id])
    .map((option) => ({
      id: T.option[option.id]!,
      value: option.value
        .split("|")
        .map((v) => T.optionValue[option.id]?.[v] ?? v)
        .join("|"),
    }));
}

/** Rewrites the ids in an operation's variables; `learned` maps cart keys and address ids seen so far. */
export function mapVariables(query: string, variables: Record<string, unknown>, learned: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...variables };
  const productOp = /\b(product|addToCart|addToWishlist|addToCompare|removeWishlist|removeCompare)\(id: \$id/.test(query);
  const addressOp = /\b(accountAddress|accountEditAddress|accountRemoveAddress)\(id: \$id/.test(query);
  const asType = (value: unknown, mapped: string) => (typeof value === "number" ? Number(mapped) : mapped);
  if (out.id != null && productOp) out.id = asType(out.id, pick(T.product, String(out.id)));
  if (out.id != null && addressOp) out.id = learned.get(`address:${String(out.id)}`) ?? out.id;
  if (typeof out.c === "string") out.c = pick(T.category, out.c);
  if (typeof out.key === "string") out.key = learned.get(`key:${out.key}`) ?? out.key;
  if (typeof out.url === "string") out.url = pick(T.url, out.url);
  if (Array.isArray(out.options)) out.options = mapOptions(out.options as { id: string; value: string }[]);
  for (const name of ["paymentAddressId", "shippingAddressId"]) {
    if (typeof out[name] === "string") out[name] = learned.get(`address:${out[name] as string}`) ?? out[name];
  }
  for (const name of ["paymentAddress", "shippingAddress"]) {
    if (!Array.isArray(out[name])) continue;
    out[name] = (out[name] as { name: string; value: string }[]).map((field) =>
      field.name === "country_id"
        ? { ...field, value: pick(T.country, field.value) }
        : field.name === "zone_id"
          ? { ...field, value: pick(T.zone, field.value) }
          : field,
    );
  }
  const address = out.address as Record<string, unknown> | undefined;
  if (address && typeof address === "object") {
    out.address = {
      ...address,
      ...(typeof address.countryId === "string" ? { countryId: pick(T.country, address.countryId) } : {}),
      ...(typeof address.zoneId === "string" ? { zoneId: pick(T.zone, address.zoneId) } : {}),
    };
  }
  return out;
}

/** Learns cart line keys and address ids by walking the recorded and the actual answer side by side. */
export function learnIds(recorded: unknown, actual: unknown, learned: Map<string, string>, path = ""): void {
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    recorded.forEach((item, i) => learnIds(item, actual[i], learned, path));
    return;
  }
  if (!recorded || !actual || typeof recorded !== "object" || typeof actual !== "object") return;
  const [a, b] = [recorded as Record<string, unknown>, actual as Record<string, unknown>];
  for (const [key, value] of Object.entries(a)) {
    const other = b[key];
    if (key === "key" && typeof value === "string" && typeof other === "string") learned.set(`key:${value}`, other);
    else if (key === "id" && /ddress/i.test(path) && typeof value === "string" && typeof other === "string")
      learned.set(`address:${value}`, other);
    else learnIds(value, other, learned, `${path}.${key}`);
  }
}
