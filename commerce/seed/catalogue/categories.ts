/**
 * The category tree. The five top categories use the store's fixed ids (config/store.ts); their
 * sub-categories are numbered from 100 so they never collide. Each category says which planned
 * products belong to it, so membership is computed, never listed by hand.
 */
import type { FrameSpec } from "@commerce/art/frame";
import { imagePaths } from "@commerce/art/paths";
import { categoryIds, storeName } from "@config/store";
import { averageRating, type ProductPlan } from "./plan";

/** Facts about the whole catalogue that some categories need (newest, most viewed). */
export interface CatalogueFacts {
  newest: ReadonlySet<number>;
  popular: ReadonlySet<number>;
}

export interface CategoryDefinition {
  id: number;
  name: string;
  keyword: string;
  /** One or two sentences; becomes the category's HTML description. */
  blurb: string;
  motif: Omit<FrameSpec, "angle">;
  top?: boolean;
  includes: (plan: ProductPlan, facts: CatalogueFacts) => boolean;
  children?: readonly CategoryDefinition[];
}

const isMen = (p: ProductPlan) => p.gender === "Men" || p.gender === "Unisex";
const isWomen = (p: ProductPlan) => p.gender === "Women" || p.gender === "Unisex";
const isOptical = (p: ProductPlan) => p.kind === "eyeglasses";
const isSun = (p: ProductPlan) => p.kind === "sunglasses";
const isFinalSale = (p: ProductPlan) => p.special?.state === "current" && p.special.final;
const metalBuilds = new Set(["metal", "semi", "rimless", "combo"]);

export const categoryTree: readonly CategoryDefinition[] = [
  {
    id: categoryIds.eyeglasses,
    name: "Eyeglasses",
    keyword: "eyeglasses",
    top: true,
    blurb: "Optical frames from independent makers and our own workshop, ready for your prescription or with non-prescription lenses.",
    motif: { shape: "round", build: "acetate", color: "tortoise", lens: "clear" },
    includes: isOptical,
    children: [
      {
        id: 100,
        name: "Men's eyeglasses",
        keyword: "mens-eyeglasses",
        blurb: "Clean lines and sturdy builds, from thin metal to bold acetate.",
        motif: { shape: "rectangle", build: "acetate", color: "black", lens: "clear" },
        includes: (p) => isOptical(p) && isMen(p),
        children: [
          {
            id: 101,
            name: "Classic metal",
            keyword: "classic-metal-eyeglasses",
            blurb: "Fine wire frames with adjustable nose pads.",
            motif: { shape: "round", build: "metal", color: "gold", lens: "clear" },
            includes: (p) => isOptical(p) && isMen(p) && metalBuilds.has(p.build),
          },
          {
            id: 102,
            name: "Bold acetate",
            keyword: "bold-acetate-eyeglasses",
            blurb: "Thick, hand-polished acetate fronts with real presence.",
            motif: { shape: "square", build: "acetate", color: "black", lens: "clear" },
            includes: (p) => isOptical(p) && isMen(p) && p.build === "acetate",
          },
        ],
      },
      {
        id: 103,
        name: "Women's eyeglasses",
        keyword: "womens-eyeglasses",
        blurb: "Sculpted shapes, soft colours and fine metal details.",
        motif: { shape: "cat-eye", build: "acetate", color: "burgundy", lens: "clear" },
        includes: (p) => isOptical(p) && isWomen(p),
        children: [
          {
            id: 104,
            name: "Cat-eye frames",
            keyword: "cat-eye-eyeglasses",
            blurb: "Upswept corners that lift the whole face.",
            motif: { shape: "cat-eye", build: "acetate", color: "tortoise", lens: "clear" },
            includes: (p) => isOptical(p) && isWomen(p) && p.shape === "cat-eye",
          },
          {
            id: 105,
            name: "Oversized & geometric",
            keyword: "oversized-geometric-eyeglasses",
            blurb: "Statement frames: big lenses and angular lines.",
            motif: { shape: "geometric", build: "semi", color: "gold", lens: "clear" },
            includes: (p) => isOptical(p) && isWomen(p) && (p.shape === "oversized" || p.shape === "geometric"),
          },
        ],
      },
      {
        id: 106,
        name: "Kids' eyeglasses",
        keyword: "kids-eyeglasses",
        blurb: "Flexible, tough frames sized for smaller faces.",
        motif: { shape: "round", build: "acetate", color: "navy", lens: "clear" },
        includes: (p) => isOptical(p) && p.gender === "Kids",
      },
      {
        id: 107,
        name: "Blue light glasses",
        keyword: "blue-light-glasses",
        blurb: "Lenses that filter blue light from screens, with an anti-glare coating.",
        motif: { shape: "rectangle", build: "metal", color: "gunmetal", lens: "bluelight" },
        includes: (p) => isOptical(p) && p.features.includes("Blue light filtering"),
      },
      {
        id: 108,
        name: "Reading glasses",
        keyword: "reading-glasses",
        blurb: "Ready-made readers in strengths from +1.00 to +3.00.",
        motif: { shape: "oval", build: "semi", color: "silver", lens: "clear" },
        includes: (p) => isOptical(p) && p.reading,
      },
      {
        id: 109,
        name: "Rimless & semi-rimless",
        keyword: "rimless-semi-rimless",
        blurb: "Barely-there frames that let your face do the talking.",
        motif: { shape: "rectangle", build: "rimless", color: "silver", lens: "clear" },
        includes: (p) => isOptical(p) && p.rim !== "Full-rim",
      },
    ],
  },
  {
    id: categoryIds.sunglasses,
    name: "Sunglasses",
    keyword: "sunglasses",
    top: true,
    blurb: "Sunglasses with full UV400 protection, many with polarized lenses, from classic aviators to oversized cat-eyes.",
    motif: { shape: "aviator", build: "metal", color: "gold", lens: "brown" },
    includes: isSun,
    children: [
      {
        id: 110,
        name: "Men's sunglasses",
        keyword: "mens-sunglasses",
        blurb: "Aviators, wayfarers and sport shapes.",
        motif: { shape: "wayfarer", build: "acetate", color: "black", lens: "smoke" },
        includes: (p) => isSun(p) && isMen(p),
        children: [
          {
            id: 111,
            name: "Aviators",
            keyword: "aviator-sunglasses",
            blurb: "The teardrop classic, in gold, silver and gunmetal.",
            motif: { shape: "aviator", build: "metal", color: "silver", lens: "mirror-blue" },
            includes: (p) => isSun(p) && isMen(p) && p.shape === "aviator",
          },
          {
            id: 112,
            name: "Sport",
            keyword: "sport-sunglasses",
            blurb: "Light, grippy frames for running, cycling and days on the water.",
            motif: { shape: "rectangle", build: "acetate", color: "grey", lens: "mirror-silver" },
            includes: (p) => isSun(p) && isMen(p) && (p.material === "TR-90" || p.brand.slug === "northbound"),
          },
        ],
      },
      {
        id: 113,
        name: "Women's sunglasses",
        keyword: "womens-sunglasses",
        blurb: "Cat-eyes, rounds and oversized shapes with gradient lenses.",
        motif: { shape: "cat-eye", build: "acetate", color: "black", lens: "rose" },
        includes: (p) => isSun(p) && isWomen(p),
        children: [
          {
            id: 114,
            name: "Cat-eye sunglasses",
            keyword: "cat-eye-sunglasses",
            blurb: "Winged shapes with a touch of old Hollywood.",
            motif: { shape: "cat-eye", build: "acetate", color: "tortoise", lens: "brown" },
            includes: (p) => isSun(p) && isWomen(p) && p.shape === "cat-eye",
          },
          {
            id: 115,
            name: "Oversized sunglasses",
            keyword: "oversized-sunglasses",
            blurb: "Big lenses, big attitude, extra shade.",
            motif: { shape: "oversized", build: "acetate", color: "honey", lens: "brown" },
            includes: (p) => isSun(p) && isWomen(p) && (p.shape === "oversized" || p.shape === "square"),
          },
        ],
      },
      {
        id: 116,
        name: "Kids' sunglasses",
        keyword: "kids-sunglasses",
        blurb: "Full UV protection in frames that bend instead of break.",
        motif: { shape: "round", build: "acetate", color: "blush", lens: "smoke" },
        includes: (p) => isSun(p) && p.gender === "Kids",
      },
      {
        id: 117,
        name: "Polarized",
        keyword: "polarized-sunglasses",
        blurb: "Polarized lenses cut reflected glare from water, snow and roads.",
        motif: { shape: "wayfarer", build: "acetate", color: "olive", lens: "green" },
        includes: (p) => isSun(p) && p.features.includes("Polarized"),
      },
      {
        id: 118,
        name: "Mirrored lenses",
        keyword: "mirrored-sunglasses",
        blurb: "Flash-mirror coatings in blue and silver.",
        motif: { shape: "round", build: "metal", color: "silver", lens: "mirror-silver" },
        includes: (p) => isSun(p) && (p.lens === "mirror-blue" || p.lens === "mirror-silver"),
      },
    ],
  },
  {
    id: categoryIds.newArrivals,
    name: "New arrivals",
    keyword: "new-arrivals",
    top: true,
    blurb: "The latest frames to land in our studio, fresh from the workshops.",
    motif: { shape: "geometric", build: "semi", color: "gold", lens: "clear" },
    includes: (p, facts) => facts.newest.has(p.id),
    children: [
      {
        id: 119,
        name: "New eyeglasses",
        keyword: "new-eyeglasses",
        blurb: "This season's optical frames.",
        motif: { shape: "square", build: "acetate", color: "olive", lens: "clear" },
        includes: (p, facts) => facts.newest.has(p.id) && isOptical(p),
      },
      {
        id: 120,
        name: "New sunglasses",
        keyword: "new-sunglasses",
        blurb: "This season's sunglasses.",
        motif: { shape: "oversized", build: "acetate", color: "tortoise", lens: "brown" },
        includes: (p, facts) => facts.newest.has(p.id) && isSun(p),
      },
      {
        id: 121,
        name: "Atelier editions",
        keyword: "atelier-editions",
        blurb: "New pieces from our most exclusive makers.",
        motif: { shape: "browline", build: "combo", color: "tortoise", lens: "clear" },
        includes: (p, facts) => facts.newest.has(p.id) && p.brand.tier >= 1.3,
      },
    ],
  },
  {
    id: categoryIds.finalSale,
    name: "Final sale",
    keyword: "final-sale",
    top: true,
    blurb: "Last pairs at up to 70% off. Final sale items can be exchanged but not refunded.",
    motif: { shape: "cat-eye", build: "acetate", color: "black", lens: "smoke" },
    includes: isFinalSale,
    children: [
      {
        id: 122,
        name: "Eyeglasses sale",
        keyword: "eyeglasses-sale",
        blurb: "Optical frames at their lowest prices.",
        motif: { shape: "round", build: "metal", color: "gunmetal", lens: "clear" },
        includes: (p) => isFinalSale(p) && isOptical(p),
      },
      {
        id: 123,
        name: "Sunglasses sale",
        keyword: "sunglasses-sale",
        blurb: "Sunglasses at their lowest prices.",
        motif: { shape: "wayfarer", build: "acetate", color: "tortoise", lens: "green" },
        includes: (p) => isFinalSale(p) && isSun(p),
      },
      {
        id: 124,
        name: "Under $100",
        keyword: "sale-under-100",
        blurb: "Final sale frames for less than a hundred dollars.",
        motif: { shape: "oval", build: "acetate", color: "grey", lens: "clear" },
        includes: (p) => isFinalSale(p) && p.price * (1 - (p.special?.percent ?? 0) / 100) < 100,
      },
    ],
  },
  {
    id: categoryIds.mostPopular,
    name: "Most popular",
    keyword: "most-popular",
    top: true,
    blurb: "The frames our customers look at, try on and buy the most.",
    motif: { shape: "wayfarer", build: "acetate", color: "black", lens: "clear" },
    includes: (p, facts) => facts.popular.has(p.id),
    children: [
      {
        id: 125,
        name: "Bestselling eyeglasses",
        keyword: "bestselling-eyeglasses",
        blurb: "Our most loved optical frames.",
        motif: { shape: "round", build: "acetate", color: "crystal", lens: "clear" },
        includes: (p, facts) => facts.popular.has(p.id) && isOptical(p),
      },
      {
        id: 126,
        name: "Bestselling sunglasses",
        keyword: "bestselling-sunglasses",
        blurb: "Our most loved sunglasses.",
        motif: { shape: "aviator", build: "metal", color: "gold", lens: "green" },
        includes: (p, facts) => facts.popular.has(p.id) && isSun(p),
      },
      {
        id: 127,
        name: "Top rated",
        keyword: "top-rated",
        blurb: "Frames rated 4.5 stars or more by at least five customers.",
        motif: { shape: "cat-eye", build: "acetate", color: "honey", lens: "clear" },
        includes: (p) => p.ratings.length >= 5 && averageRating(p) >= 4.5,
      },
    ],
  },
  {
    // Not a menu entry: the hero's 'Shop Now' looks for a category named glasses.
    id: 128,
    name: "Glasses",
    keyword: "glasses",
    blurb: "Every frame in the shop: eyeglasses and sunglasses from all our brands.",
    motif: { shape: "square", build: "acetate", color: "tortoise", lens: "clear" },
    includes: () => true,
  },
];

/** Every category with its parent id, depth first. */
export function flattenCategories(): Array<{ definition: CategoryDefinition; parentId: number; sortOrder: number }> {
  const out: Array<{ definition: CategoryDefinition; parentId: number; sortOrder: number }> = [];
  const walk = (list: readonly CategoryDefinition[], parentId: number) =>
    list.forEach((definition, i) => {
      out.push({ definition, parentId, sortOrder: i + 1 });
      if (definition.children) walk(definition.children, definition.id);
    });
  walk(categoryTree, 0);
  return out;
}

/** The most viewed tenth of the catalogue and its newest products (60, or fewer in a small one). */
export function catalogueFacts(plans: readonly ProductPlan[]): CatalogueFacts {
  const newestCount = Math.min(60, Math.ceil(plans.length * 0.15));
  const newest = new Set(
    [...plans]
      .sort((a, b) => b.dateAdded.getTime() - a.dateAdded.getTime())
      .slice(0, newestCount)
      .map((p) => p.id),
  );
  const popularCount = Math.max(1, Math.round(plans.length * 0.1));
  const popular = new Set(
    [...plans]
      .sort((a, b) => b.viewed - a.viewed || a.id - b.id)
      .slice(0, popularCount)
      .map((p) => p.id),
  );
  return { newest, popular };
}

/** Fills each plan's category ids; new arrivals never go straight into the final sale. */
export function assignCategories(plans: ProductPlan[]): CatalogueFacts {
  const facts = catalogueFacts(plans);
  for (const plan of plans) {
    if (facts.newest.has(plan.id) && plan.special?.state === "current" && plan.special.final) {
      plan.special = { ...plan.special, final: false, percent: Math.min(plan.special.percent, 20) };
    }
  }
  const all = flattenCategories();
  for (const plan of plans)
    plan.categoryIds = all.filter(({ definition }) => definition.includes(plan, facts)).map(({ definition }) => definition.id);
  return facts;
}

export function categoryRows(): Array<Record<string, unknown>> {
  return flattenCategories().map(({ definition: c, parentId, sortOrder }) => ({
    id: c.id,
    parent_id: parentId,
    name: c.name,
    description: `<p>${c.blurb}</p>`,
    image: imagePaths.category(c.motif),
    keyword: c.keyword,
    sort_order: sortOrder,
    top: Boolean(c.top),
    status: true,
    meta_title: `${c.name} | ${storeName}`,
    meta_description: c.blurb,
    meta_keyword: `${c.name.toLowerCase()}, glasses, eyewear, ${storeName}`,
  }));
}
