/**
 * The catalogue plan: the facts of every product (brand, shape, build, colour, sizes, price, stock,
 * ratings, special) decided first and cheaply, so that category membership, related products and
 * the rows written later all agree. Each product draws from its own random stream.
 */
import { acetateColorKeys, metalColorKeys, type FrameColorKey, type LensTintKey } from "@commerce/art/palette";
import { findShape, outlineBounds, type FrameShapeKey } from "@commerce/art/shapes";
import { brands, type Brand } from "@commerce/demo/brands";
import type { FrameBuild, Material } from "@commerce/demo/frames";
import { Random } from "@commerce/demo/random";
import { opticalModelNames, sunModelNames } from "@commerce/seed/data/names";
import { slugify } from "@commerce/seed/text";
import { features as featureOrder, type Feature, type Gender, type RimType } from "./filters";

/** Catalogue dates are spread over two years before this fixed moment, so the data never drifts. */
export const CATALOGUE_ANCHOR = new Date("2025-09-01T09:00:00Z");
const DAY = 86_400_000;

export type Kind = "eyeglasses" | "sunglasses";

export type SpecialPlan =
  /** A running discount; `final` ones are the deep reductions of the Final sale category. */
  | { state: "current"; percent: number; final: boolean; startDays: number | null; endDays: number | null }
  /** Ended or not yet started: stored, but never shown. */
  | { state: "expired" | "upcoming"; percent: number; startDays: number; endDays: number };

export interface Measures {
  lensWidth: number;
  bridge: number;
  temple: number;
  lensHeight: number;
  frameWidth: number;
  weight: number;
}

export interface ProductPlan {
  index: number;
  id: number;
  brand: Brand;
  brandId: number;
  kind: Kind;
  gender: Gender;
  shape: FrameShapeKey;
  build: FrameBuild;
  color: FrameColorKey;
  lens: LensTintKey;
  material: Material;
  rim: RimType;
  features: Feature[];
  /** Sold as reading glasses (eyeglasses only). */
  reading: boolean;
  measures: Measures;
  name: string;
  model: string;
  sku: string;
  keyword: string;
  price: number;
  quantity: number;
  viewed: number;
  featured: boolean;
  dateAdded: Date;
  /** Star ratings of its reviews, oldest first. */
  ratings: number[];
  special: SpecialPlan | null;
  /** Filled by the category tree once every product is planned. */
  categoryIds: number[];
}

/** Shapes each build is made in, with weights. */
const shapesByBuild: Record<FrameBuild, ReadonlyArray<readonly [FrameShapeKey, number]>> = {
  acetate: [
    ["round", 14],
    ["square", 14],
    ["rectangle", 10],
    ["cat-eye", 14],
    ["wayfarer", 14],
    ["oval", 8],
    ["geometric", 6],
    ["oversized", 10],
  ],
  metal: [
    ["round", 18],
    ["aviator", 26],
    ["oval", 16],
    ["rectangle", 14],
    ["geometric", 12],
    ["square", 8],
  ],
  combo: [
    ["browline", 70],
    ["round", 15],
    ["square", 15],
  ],
  semi: [
    ["rectangle", 35],
    ["oval", 20],
    ["square", 15],
    ["geometric", 15],
    ["cat-eye", 15],
  ],
  rimless: [
    ["rectangle", 45],
    ["oval", 30],
    ["round", 15],
    ["geometric", 10],
  ],
};

const materialsByBuild: Record<FrameBuild, ReadonlyArray<readonly [Material, number]>> = {
  acetate: [
    ["Acetate", 65],
    ["Bio-acetate", 22],
    ["TR-90", 13],
  ],
  metal: [
    ["Metal", 45],
    ["Titanium", 30],
    ["Stainless steel", 25],
  ],
  combo: [["Mixed materials", 1]],
  semi: [
    ["Titanium", 50],
    ["Metal", 50],
  ],
  rimless: [["Titanium", 1]],
};

const rimByBuild: Record<FrameBuild, RimType> = {
  acetate: "Full-rim",
  metal: "Full-rim",
  combo: "Full-rim",
  semi: "Semi-rimless",
  rimless: "Rimless",
};

/** Typical lens widths (mm) of each shape, adults. */
const lensWidthByShape: Record<FrameShapeKey, readonly [number, number]> = {
  round: [46, 50],
  oval: [50, 53],
  square: [50, 53],
  rectangle: [52, 56],
  "cat-eye": [51, 55],
  aviator: [55, 58],
  browline: [50, 53],
  geometric: [49, 52],
  oversized: [54, 58],
  wayfarer: [50, 54],
};

const sunLenses: ReadonlyArray<readonly [LensTintKey, number]> = [
  ["smoke", 30],
  ["brown", 25],
  ["green", 15],
  ["rose", 10],
  ["mirror-blue", 10],
  ["mirror-silver", 10],
];

/** Base price in USD by material, before brand tier and kind. */
const basePrice: Record<Material, number> = {
  Acetate: 115,
  "Bio-acetate": 129,
  "TR-90": 85,
  Metal: 119,
  "Stainless steel": 99,
  Titanium: 205,
  "Mixed materials": 145,
};

const weightByMaterial: Record<Material, readonly [number, number]> = {
  Acetate: [22, 32],
  "Bio-acetate": [21, 30],
  "TR-90": [12, 18],
  Metal: [16, 22],
  "Stainless steel": [15, 21],
  Titanium: [10, 16],
  "Mixed materials": [20, 27],
};

const materialWord: Record<Material, string> = {
  Acetate: "Acetate",
  "Bio-acetate": "Bio-Acetate",
  "TR-90": "Flex",
  Metal: "Metal",
  "Stainless steel": "Steel",
  Titanium: "Titanium",
  "Mixed materials": "Classic",
};

/**
 * Temple lengths (mm) a maker offers at a lens width: a wider front sits on a wider head, whose ears
 * are further back. One pick from the same number of choices either way, so no later draw moves.
 */
function templeChoices(kids: boolean, lensWidth: number): readonly number[] {
  if (kids) return [125, 130];
  if (lensWidth <= 49) return [135, 140];
  if (lensWidth <= 53) return [140, 145];
  return [145, 150];
}

const heightRatio = new Map<string, number>();
function lensHeightRatio(shape: FrameShapeKey): number {
  if (!heightRatio.has(shape)) {
    const b = outlineBounds(findShape(shape)!.outline());
    heightRatio.set(shape, (b.maxV - b.minV) / (b.maxU - b.minU));
  }
  return heightRatio.get(shape)!;
}

/** A price from $49 to $489 ending in .00 or .95, the way shops price frames. */
function shopPrice(rng: Random, amount: number): number {
  const rounded = Math.min(489, Math.max(49, Math.round(amount / 5) * 5));
  return rng.chance(0.45) && rounded > 49 ? rounded - 0.05 : rounded;
}

function planSpecial(rng: Random): SpecialPlan | null {
  const roll = rng.next();
  if (roll < 0.075)
    return {
      state: "current",
      percent: rng.int(50, 70),
      final: true,
      startDays: -rng.int(3, 40),
      endDays: rng.chance(0.3) ? null : rng.int(20, 120),
    };
  if (roll < 0.22)
    return {
      state: "current",
      percent: rng.pick([10, 15, 20, 25, 30, 35, 40]),
      final: false,
      startDays: rng.chance(0.25) ? null : -rng.int(1, 30),
      endDays: rng.int(10, 90),
    };
  if (roll < 0.24) return { state: "expired", percent: rng.int(15, 40), startDays: -rng.int(60, 120), endDays: -rng.int(2, 30) };
  if (roll < 0.255) return { state: "upcoming", percent: rng.int(15, 30), startDays: rng.int(5, 20), endDays: rng.int(30, 60) };
  return null;
}

function planRatings(rng: Random): number[] {
  const count = rng.weighted<number>([
    [0, 15],
    [1, 8],
    [2, 10],
    [3, 12],
    [4, 11],
    [5, 10],
    [6, 8],
    [7, 7],
    [8, 5],
    [9, 4],
    [10, 3],
    [11, 3],
    [12, 2],
    [13, 1],
    [14, 1],
  ]);
  // Some frames are simply loved more: a per-product lean towards five stars.
  const lean = rng.next();
  return Array.from({ length: count }, () =>
    rng.weighted<number>([
      [5, 30 + lean * 40],
      [4, 32],
      [3, 14],
      [2, 5],
      [1, 3],
    ]),
  );
}

function planFeatures(rng: Random, p: Pick<ProductPlan, "kind" | "lens" | "material" | "build" | "measures" | "reading">): Feature[] {
  const found = new Set<Feature>();
  if (p.lens === "bluelight") found.add("Blue light filtering");
  if (p.kind === "sunglasses" && rng.chance(0.5)) found.add("Polarized");
  if (p.material === "Bio-acetate") found.add("Eco-friendly");
  if (["Titanium", "TR-90"].includes(p.material) || p.build === "rimless" || rng.chance(0.08)) found.add("Lightweight");
  if (p.build !== "acetate" && rng.chance(0.7)) found.add("Adjustable nose pads");
  if (rng.chance(0.35)) found.add("Spring hinges");
  if (p.kind === "eyeglasses" && !p.reading && p.measures.lensHeight >= 32 && rng.chance(0.5)) found.add("Progressive-friendly");
  return featureOrder.filter((f) => found.has(f)).slice(0, 3);
}

/** Plans one product from its own random stream; names are made unique afterwards. */
function planProduct(index: number, count: number, brandIds: ReadonlyMap<string, number>): ProductPlan {
  const rng = new Random("product", index);
  const brand = rng.weighted(brands.map((b) => [b, b.slug === "lumen-originals" ? 1.6 : 1] as const));
  const kind: Kind = rng.chance(brand.sunShare) ? "sunglasses" : "eyeglasses";
  const build = rng.weighted(brand.builds.map((b, i) => [b, brand.builds.length - i + 1] as const));
  const shape = rng.weighted(shapesByBuild[build]);
  const material = brand.slug === "juniper-vale" && build === "acetate" ? "Bio-acetate" : rng.weighted(materialsByBuild[build]);
  const color = rng.pick<FrameColorKey>(build === "acetate" || build === "combo" ? acetateColorKeys : metalColorKeys);
  const gender: Gender = brand.kids
    ? "Kids"
    : shape === "cat-eye"
      ? rng.weighted<Gender>([
          ["Women", 80],
          ["Unisex", 20],
        ])
      : shape === "aviator" || shape === "browline"
        ? rng.weighted<Gender>([
            ["Men", 55],
            ["Unisex", 40],
            ["Women", 5],
          ])
        : rng.weighted<Gender>([
            ["Men", 30],
            ["Women", 35],
            ["Unisex", 35],
          ]);
  const reading = kind === "eyeglasses" && gender !== "Kids" && rng.chance(0.1);
  const blueLight = kind === "eyeglasses" && !reading && rng.chance(0.18);
  const lens: LensTintKey = kind === "sunglasses" ? rng.weighted(sunLenses) : blueLight ? "bluelight" : "clear";

  const kids = gender === "Kids";
  const [minWidth, maxWidth] = kids ? [44, 48] : lensWidthByShape[shape];
  const lensWidth = rng.int(minWidth, maxWidth);
  const bridge = kids ? rng.int(14, 16) : rng.int(16, 22);
  const lensHeight = Math.round(lensWidth * lensHeightRatio(shape));
  const [minWeight, maxWeight] = weightByMaterial[material];
  const measures: Measures = {
    lensWidth,
    bridge,
    temple: rng.pick(templeChoices(kids, lensWidth)),
    lensHeight,
    frameWidth: lensWidth * 2 + bridge + rng.int(10, 16),
    weight: Math.round(rng.int(minWeight, maxWeight) * (kids ? 0.8 : 1)),
  };

  const priceFactor = brand.tier * (kind === "sunglasses" ? 1.12 : 1) * (kids ? 0.6 : 1) * (0.8 + rng.next() ** 1.5 * 0.6);
  const price = shopPrice(rng, basePrice[material] * priceFactor);
  const stockRoll = rng.next();
  const quantity = stockRoll < 0.06 ? 0 : stockRoll < 0.14 ? rng.int(1, 5) : rng.int(10, 250);
  // Views follow a long tail: most frames are seen a few hundred times, a few thousands of times.
  const viewed = Math.round(40 + 6000 * rng.next() ** 3.2);
  // Newer products have higher ids, as in a real shop; each sits somewhere in its slot of time.
  const span = 730 * DAY;
  const slot = span / Math.max(1, count);
  const dateAdded = new Date(CATALOGUE_ANCHOR.getTime() - ((count - 1 - index) / Math.max(1, count - 1)) * span - rng.next() * slot * 0.8);

  const modelName = kind === "sunglasses" ? rng.pick(sunModelNames) : rng.pick(opticalModelNames);
  const shapeName = findShape(shape)!.name;
  const name = `${modelName} ${shapeName} ${kind === "sunglasses" ? "Sunglasses" : kids ? "Kids" : reading ? "Readers" : materialWord[material]}`;
  const modelNumber = 1000 + index;
  const model = `${brand.prefix}-${modelNumber}`;
  const plan: ProductPlan = {
    index,
    id: index + 1,
    brand,
    brandId: brandIds.get(brand.slug)!,
    kind,
    gender,
    shape,
    build,
    color,
    lens,
    material,
    rim: rimByBuild[build],
    features: [],
    reading,
    measures,
    name,
    model,
    sku: `${brand.prefix}${modelNumber}-${color.slice(0, 3).toUpperCase()}-${lensWidth}`,
    keyword: "",
    price,
    quantity,
    viewed,
    featured: rng.chance(0.04),
    dateAdded,
    ratings: planRatings(rng),
    special: planSpecial(rng),
    categoryIds: [],
  };
  plan.features = planFeatures(rng, plan);
  return plan;
}

const romanSuffixes = ["", " II", " III", " IV", " V", " VI", " VII", " VIII", " IX", " X"];

/** Plans the whole catalogue: `count` products with unique names and keywords. */
export function planCatalogue(count: number, brandIds: ReadonlyMap<string, number>): ProductPlan[] {
  const plans: ProductPlan[] = [];
  const nameUses = new Map<string, number>();
  for (let index = 0; index < count; index++) {
    const plan = planProduct(index, count, brandIds);
    // A second frame with the same name becomes "… II", as brands number a revived model.
    const uses = nameUses.get(plan.name) ?? 0;
    nameUses.set(plan.name, uses + 1);
    if (uses > 0) plan.name += uses < romanSuffixes.length ? romanSuffixes[uses] : ` ${uses + 1}`;
    plan.keyword = slugify(plan.name);
    plans.push(plan);
  }
  return plans;
}

export function averageRating(plan: ProductPlan): number {
  return plan.ratings.length ? plan.ratings.reduce((a, b) => a + b, 0) / plan.ratings.length : 0;
}

/** The special price of a plan: the percentage off, rounded down to a shop price. */
export function specialPrice(plan: ProductPlan): number | null {
  if (!plan.special) return null;
  const target = plan.price * (1 - plan.special.percent / 100);
  return Math.max(19, Math.floor(target) - (plan.price % 1 ? 0.05 : 0));
}
