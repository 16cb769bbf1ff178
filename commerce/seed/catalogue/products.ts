/**
 * Turns planned products into table rows: the product with its copy, images, categories, filters,
 * attributes, options, specials and reviews. Related products are linked separately, once every
 * product exists (the foreign key needs both ends).
 */
import { escapeUTF8 } from "entities";
import { angleNames, findColor, findLens, frameAngles } from "@commerce/art/palette";
import { imagePaths } from "@commerce/art/paths";
import { findShape } from "@commerce/art/shapes";
import { itemAt } from "@commerce/demo/lists";
import { Random } from "@commerce/demo/random";
import { careLines, hingeByMaterial, materialCopy, reviewClosers, reviewDetails, reviewOpeners, shapeCopy } from "@commerce/seed/data/copy";
import { reviewerFirstNames, reviewerInitials } from "@commerce/seed/data/names";
import { IdSequence, type ColumnType } from "@commerce/seed/insert";
import { MEASURE_ATTRIBUTES } from "@config/frame-fit";
import { storeName } from "@config/store";
import type { FilterIndex } from "./filters";
import { CATALOGUE_ANCHOR, specialPrice, type ProductPlan } from "./plan";

/** Column types of every table the product rows fill, in insert order. */
export const productTables = {
  product: {
    id: "int",
    model: "text",
    sku: "text",
    name: "text",
    short_description: "text",
    description: "text",
    price: "numeric",
    quantity: "int",
    low_stock_level: "int",
    minimum: "int",
    manufacturer_id: "int",
    image: "text",
    image_alt: "text",
    keyword: "text",
    sort_order: "int",
    status: "boolean",
    featured: "boolean",
    viewed: "int",
    date_added: "timestamptz",
    meta_title: "text",
    meta_description: "text",
    meta_keyword: "text",
  },
  product_image: { id: "int", product_id: "int", image: "text", sort_order: "int" },
  // Options before category links: a category entry then takes its product's options as it is
  // written (migration 008), instead of being rewritten when they arrive.
  product_filter: { product_id: "int", filter_id: "int" },
  product_to_category: { product_id: "int", category_id: "int" },
  product_special: { id: "int", product_id: "int", price: "numeric", priority: "int", date_start: "days", date_end: "days" },
  product_attribute: { product_id: "int", name: "text", options: "jsonb", sort_order: "int" },
  product_option: { id: "int", product_id: "int", name: "text", type: "text", required: "boolean", value: "text", sort_order: "int" },
  product_option_value: { id: "int", product_option_id: "int", name: "text", price: "numeric", price_prefix: "text", sort_order: "int" },
  review: {
    id: "int",
    product_id: "int",
    author: "text",
    author_email: "text",
    content: "text",
    rating: "int",
    status: "boolean",
    created_at: "timestamptz",
  },
} as const satisfies Record<string, Record<string, ColumnType>>;

export type ProductTable = keyof typeof productTables;
export type RowsByTable = { [T in ProductTable]: Array<Record<keyof (typeof productTables)[T], unknown>> };

/** Ids handed out across batches, so every row keeps the same id however the catalogue is split. */
export interface RowIds {
  image: IdSequence;
  special: IdSequence;
  option: IdSequence;
  optionValue: IdSequence;
  review: IdSequence;
  /** Option values added to the catalogue later (`LATER`): given ids after every other value, by `laterValueRows`. */
  laterValues: Array<Omit<RowsByTable["product_option_value"][number], "id">>;
}

export function newRowIds(): RowIds {
  return {
    image: new IdSequence(),
    special: new IdSequence(),
    option: new IdSequence(),
    optionValue: new IdSequence(),
    review: new IdSequence(),
    laterValues: [],
  };
}

/**
 * The later option values with their ids, once every product's other values have theirs: so adding
 * a value moves no other value's id (the replays of real stores' recordings name ids,
 * tests/api/replay/map-ids.ts).
 */
export function laterValueRows(ids: RowIds): RowsByTable["product_option_value"] {
  return ids.laterValues.map((row) => ({ id: ids.optionValue.next(), ...row }));
}

/** Marks an option value added after the catalogue's first version (see laterValueRows). */
const LATER = true;

function emptyRows(): RowsByTable {
  return Object.fromEntries(Object.keys(productTables).map((table) => [table, []])) as unknown as RowsByTable;
}

function colorName(plan: ProductPlan): string {
  return findColor(plan.color)!.name;
}

function kindNoun(plan: ProductPlan): string {
  if (plan.kind === "sunglasses") return "sunglasses";
  return plan.reading ? "reading glasses" : "glasses";
}

function shortDescription(plan: ProductPlan): string {
  const shape = shapeCopy[plan.shape].adjective;
  const lens = plan.kind === "sunglasses" ? ` with ${findLens(plan.lens)!.name.toLowerCase()} lenses` : "";
  return `${colorName(plan)} ${shape} ${kindNoun(plan)} in ${plan.material.toLowerCase()}${lens}, ${plan.measures.lensWidth} mm lens width.`;
}

function descriptionHtml(plan: ProductPlan, rng: Random): string {
  const { measures: m } = plan;
  const shape = shapeCopy[plan.shape];
  const lensLine =
    plan.kind === "sunglasses"
      ? `${findLens(plan.lens)!.name} lenses with UV400 protection${plan.features.includes("Polarized") ? ", polarized to cut glare" : ""}`
      : plan.reading
        ? "Ready-made reading lenses, choose your strength below"
        : plan.lens === "bluelight"
          ? "Blue light filtering demo lenses, ready for your prescription"
          : "Clear demo lenses, ready for your prescription";
  const items = [
    `Frame: ${plan.material.toLowerCase()}, ${colorName(plan).toLowerCase()}`,
    `Size: ${m.lensWidth}-${m.bridge}-${m.temple} (lens, bridge, temple in mm)`,
    lensLine,
    ...plan.features.map((feature) => `${feature}`),
  ];
  return (
    `<p>${escapeUTF8(plan.name)} is a ${shape.adjective} frame ${materialCopy[plan.material]}. ${shape.line}.</p>` +
    `<p>${escapeUTF8(plan.brand.story)}</p>` +
    `<ul>${items.map((item) => `<li>${escapeUTF8(item)}</li>`).join("")}</ul>` +
    `<p>${rng.pick(careLines)}</p>` +
    (isReadyToWear(plan) ? `<p>One size, ready to wear: no options to choose.</p>` : "")
  );
}

function attributes(plan: ProductPlan, rng: Random): Array<{ name: string; options: string[] }> {
  const { measures: m } = plan;
  const prescription =
    plan.kind === "eyeglasses" && !plan.reading
      ? [plan.features.includes("Progressive-friendly") ? "-10.00 to +8.00, progressive" : "-8.00 to +6.00"]
      : [];
  return [
    { name: MEASURE_ATTRIBUTES.frameWidth, options: [`${m.frameWidth} mm`] },
    { name: MEASURE_ATTRIBUTES.lensWidth, options: [`${m.lensWidth} mm`] },
    { name: MEASURE_ATTRIBUTES.bridge, options: [`${m.bridge} mm`] },
    { name: MEASURE_ATTRIBUTES.temple, options: [`${m.temple} mm`] },
    { name: MEASURE_ATTRIBUTES.lensHeight, options: [`${m.lensHeight} mm`] },
    { name: "Material", options: plan.material === "Mixed materials" ? ["Acetate", "Stainless steel"] : [plan.material] },
    // The configurator's drill-mount rule reads it (docs/decisions/301-rules-from-the-frame.md).
    { name: "Rim type", options: [plan.rim] },
    { name: "Weight", options: [`${m.weight} g`] },
    { name: "Hinge type", options: [rng.pick(hingeByMaterial[plan.material])] },
    // Sunglasses and readers come without a prescription range: the shop shows N/A.
    { name: "Prescription range", options: prescription },
  ];
}

interface OptionSpec {
  name: string;
  type: "select" | "radio" | "checkbox" | "text" | "textarea" | "date" | "time" | "file";
  required: boolean;
  values?: ReadonlyArray<readonly [string, number] | readonly [string, number, typeof LATER]>;
}

const sunTints = ["Smoke grey", "Brown gradient", "G-15 green", "Rose gradient"] as const;

/**
 * Every fourth pair of sunglasses is sold ready to wear: one size, its own lenses, nothing to
 * choose. Shoppers can add these straight from a tile, the compare table or the wishlist.
 */
function isReadyToWear(plan: Pick<ProductPlan, "kind" | "index">): boolean {
  return plan.kind === "sunglasses" && plan.index % 4 === 3;
}

function options(plan: ProductPlan, rng: Random): OptionSpec[] {
  const list = optionChoices(plan, rng);
  // Drawn in full either way, so the product's later random picks (its reviews) stay the same.
  return isReadyToWear(plan) ? list.filter((option) => !option.required) : [...list, ...prescriptionOptions(plan)];
}

/**
 * Frames that take prescription lenses: every pair of glasses but the ready-made readers, and the
 * sunglasses not sold ready to wear (prescription sun lenses, their tint and polarisation chosen as
 * before). Named as docs/decisions/253-lens-options.md says, priced from the option values.
 */
function isRxAble(plan: ProductPlan): boolean {
  return plan.kind === "sunglasses" ? !isReadyToWear(plan) : !plan.reading;
}

function lensUsage(plan: ProductPlan): OptionSpec {
  const sun = plan.kind === "sunglasses";
  return {
    name: "Lens usage",
    type: "select",
    // Not required: "Add to cart" on the product page still sells the frame with its own lenses.
    required: false,
    values: [
      ...(sun ? [] : ([["Frame only", 0]] as const)),
      ["Non-prescription", 0],
      ["Single vision distance", sun ? 69 : 49],
      ["Reading", sun ? 69 : 49],
      ["Progressive", sun ? 179 : 149],
    ],
  };
}

function prescriptionOptions(plan: ProductPlan): OptionSpec[] {
  if (!isRxAble(plan)) return [];
  return [
    {
      name: "Lens index",
      type: "select",
      required: false,
      values: [
        ["1.50", 0],
        ["Trivex", 40, LATER],
        ["Polycarbonate", 25, LATER],
        ["1.60", 30],
        ["1.67", 60],
        ["1.74", 100],
      ],
    },
    { name: "Prescription", type: "text", required: false },
    { name: "Prescription file", type: "file", required: false },
  ];
}

const coatings: ReadonlyArray<readonly [string, number]> = [
  ["Anti-reflective", 19],
  ["Scratch-resistant", 9],
  ["Hydrophobic", 12],
];

function optionChoices(plan: ProductPlan, rng: Random): OptionSpec[] {
  const list: OptionSpec[] = [
    {
      name: "Frame size",
      type: "radio",
      required: true,
      values: [
        ["Small", 0],
        ["Medium", 0],
        ["Large", 0],
      ],
    },
  ];
  if (plan.kind === "eyeglasses" && plan.reading) {
    list.push({
      name: "Reading strength",
      type: "select",
      required: true,
      values: ["+1.00", "+1.50", "+2.00", "+2.50", "+3.00"].map((s) => [s, 0] as const),
    });
  } else if (plan.kind === "eyeglasses") {
    list.push(lensUsage(plan));
  } else {
    if (isRxAble(plan)) list.push(lensUsage(plan));
    const own = findLens(plan.lens)!.name;
    const tints = [own, ...sunTints.filter((t) => t !== own)].slice(0, 3);
    list.push({
      name: "Lens tint",
      type: "select",
      required: true,
      values: tints.map((t, i) => [t, i === 0 ? 0 : rng.pick([0, 10, 20])] as const),
    });
    if (!plan.features.includes("Polarized") && rng.chance(0.6))
      list.push({
        name: "Polarized lenses",
        type: "radio",
        required: true,
        values: [
          ["Standard lenses", 0],
          ["Polarized", 40],
        ],
      });
  }
  // Drawn first, so a frame's later picks stay the same whether or not it takes prescription lenses.
  if (rng.chance(0.6) || isRxAble(plan))
    list.push({
      name: "Lens coatings",
      type: "checkbox",
      required: false,
      values: plan.kind === "eyeglasses" ? [...coatings, ["Blue light filtering", 29]] : coatings,
    });
  if (rng.chance(0.15)) list.push({ name: "Engraving", type: "text", required: false });
  if (plan.kind === "eyeglasses" && !plan.reading && rng.chance(0.12))
    list.push({ name: "Prescription notes", type: "textarea", required: false });
  // A handful of frames offer a fitting appointment at a showroom (every 67th: six in 400).
  if (plan.index % 67 === 13) {
    list.push({ name: "Fitting appointment", type: "date", required: false }, { name: "Preferred time", type: "time", required: false });
  }
  return list;
}

function reviewText(rng: Random, rating: number, plan: ProductPlan): string {
  const mood = rating >= 4 ? "great" : rating === 3 ? "fine" : "poor";
  const details = mood === "great" && plan.kind === "sunglasses" && rng.chance(0.5) ? reviewDetails.sun : reviewDetails[mood];
  return [rng.pick(reviewOpeners[mood]), rng.pick(details), rng.pick(reviewClosers[mood])].filter(Boolean).join(" ");
}

/** All rows of a batch of planned products. */
export function productRows(plans: readonly ProductPlan[], filters: FilterIndex, ids: RowIds): RowsByTable {
  const rows = emptyRows();
  for (const plan of plans) {
    // A second stream per product, so copy and options can change without moving the plan.
    const rng = new Random("product-rows", plan.index);
    const frame = { shape: plan.shape, build: plan.build, color: plan.color, lens: plan.lens };
    const angles = rng.chance(0.6) ? frameAngles : frameAngles.filter((a) => a !== "folded");
    const short = shortDescription(plan);
    rows.product.push({
      id: plan.id,
      model: plan.model,
      sku: plan.sku,
      name: plan.name,
      short_description: short,
      description: descriptionHtml(plan, rng),
      price: plan.price.toFixed(2),
      quantity: plan.quantity,
      low_stock_level: 5,
      minimum: 1,
      manufacturer_id: plan.brandId,
      image: imagePaths.frame({ ...frame, angle: "front" }),
      image_alt: `${plan.name} in ${colorName(plan).toLowerCase()}, ${angleNames.front}`,
      keyword: plan.keyword,
      sort_order: 0,
      status: true,
      featured: plan.featured,
      viewed: plan.viewed,
      date_added: plan.dateAdded,
      meta_title: `${plan.name} by ${plan.brand.name} | ${storeName}`,
      meta_description: short,
      meta_keyword: `${findShape(plan.shape)!.name.toLowerCase()} ${kindNoun(plan)}, ${colorName(plan).toLowerCase()} frames, ${plan.brand.name}`,
    });
    angles.forEach((angle, i) =>
      rows.product_image.push({ id: ids.image.next(), product_id: plan.id, image: imagePaths.frame({ ...frame, angle }), sort_order: i }),
    );
    for (const categoryId of plan.categoryIds) rows.product_to_category.push({ product_id: plan.id, category_id: categoryId });

    const filterIds = [
      filters.id("shape", findShape(plan.shape)!.name),
      filters.id("color", colorName(plan)),
      filters.id("material", plan.material),
      filters.id("gender", plan.gender),
      ...plan.features.map((feature) => filters.id("feature", feature)),
      filters.id("rim", plan.rim),
      filters.id("lensWidth", plan.measures.lensWidth),
      filters.id("bridgeWidth", plan.measures.bridge),
      filters.id("frameWidth", plan.measures.frameWidth),
    ];
    for (const filterId of filterIds) rows.product_filter.push({ product_id: plan.id, filter_id: filterId });

    const special = specialPrice(plan);
    if (plan.special && special !== null) {
      rows.product_special.push({
        id: ids.special.next(),
        product_id: plan.id,
        price: special.toFixed(2),
        priority: 1,
        date_start: plan.special.startDays,
        date_end: plan.special.endDays,
      });
    }

    attributes(plan, rng).forEach((attribute, i) =>
      rows.product_attribute.push({ product_id: plan.id, name: attribute.name, options: attribute.options, sort_order: i + 1 }),
    );

    options(plan, rng).forEach((option, i) => {
      const optionId = ids.option.next();
      rows.product_option.push({
        id: optionId,
        product_id: plan.id,
        name: option.name,
        type: option.type,
        required: option.required,
        value: "",
        sort_order: i + 1,
      });
      (option.values ?? []).forEach(([name, price, later], v) => {
        const row = { product_option_id: optionId, name, price: price.toFixed(2), price_prefix: "+", sort_order: v + 1 };
        if (later) ids.laterValues.push(row);
        else rows.product_option_value.push({ id: ids.optionValue.next(), ...row });
      });
    });

    // Reviews arrive over the time since the product was added, oldest first.
    const since = plan.dateAdded.getTime();
    const dates = plan.ratings.map(() => since + rng.next() * (CATALOGUE_ANCHOR.getTime() - since)).sort((a, b) => a - b);
    plan.ratings.forEach((rating, i) => {
      const first = rng.pick(reviewerFirstNames);
      const initial = rng.pick(reviewerInitials);
      rows.review.push({
        id: ids.review.next(),
        product_id: plan.id,
        author: `${first} ${initial}.`,
        author_email: `${first.toLowerCase()}.${initial.toLowerCase()}${rng.int(1, 99)}@example.com`,
        content: reviewText(rng, rating, plan),
        rating,
        // A few wait for moderation and must not count.
        status: !rng.chance(0.03),
        created_at: new Date(itemAt(dates, i)),
      });
    });
  }
  return rows;
}

/** 4 to 8 related frames of the same kind for each product, drawn from its category peers. */
export function relatedRows(plans: readonly ProductPlan[]): Array<{ product_id: number; related_id: number }> {
  const byKind = new Map<string, number[]>();
  for (const plan of plans) {
    const key = `${plan.kind}:${plan.gender === "Kids" ? "kids" : "adult"}`;
    if (!byKind.has(key)) byKind.set(key, []);
    byKind.get(key)!.push(plan.id);
  }
  const rows: Array<{ product_id: number; related_id: number }> = [];
  for (const plan of plans) {
    const rng = new Random("related", plan.index);
    const pool = byKind.get(`${plan.kind}:${plan.gender === "Kids" ? "kids" : "adult"}`)!;
    const wanted = Math.min(rng.int(4, 8), pool.length - 1);
    const chosen = new Set<number>();
    // Random probes instead of a shuffle: the pool can hold tens of thousands of ids.
    for (let attempts = 0; chosen.size < wanted && attempts < wanted * 20; attempts++) {
      const id = rng.pick(pool);
      if (id !== plan.id) chosen.add(id);
    }
    for (const id of chosen) rows.push({ product_id: plan.id, related_id: id });
  }
  return rows;
}
