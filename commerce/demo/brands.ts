/**
 * The demo shop's fictional brands. Each has a wordmark style (drawn by commerce/art/brands.ts),
 * a model-code prefix, a price tier and the frames it tends to make, so a brand's range looks coherent.
 */
import type { FrameBuild } from "./frames";

export type WordmarkStyle = "didone" | "grotesk" | "italic" | "stacked" | "monogram" | "geometric";

export interface Brand {
  name: string;
  slug: string;
  /** Small line under the wordmark. */
  tagline: string;
  wordmark: WordmarkStyle;
  /** Two letters that start every model code of the brand, e.g. MV-1042. */
  prefix: string;
  /** Multiplies the base price of a frame: 0.7 value brands up to 1.8 for the atelier lines. */
  tier: number;
  /** Builds the brand makes, most typical first. */
  builds: readonly FrameBuild[];
  /** Share of its range that is sunglasses. */
  sunShare: number;
  /** A one-sentence story used in product descriptions. */
  story: string;
  kids?: boolean;
}

export const brands: readonly Brand[] = [
  {
    name: "Maison Verlaine",
    slug: "maison-verlaine",
    tagline: "Paris",
    wordmark: "didone",
    prefix: "MV",
    tier: 1.75,
    builds: ["acetate", "combo", "metal"],
    sunShare: 0.45,
    story: "Maison Verlaine cuts its fronts from thick Italian acetate and polishes every edge by hand for three days.",
  },
  {
    name: "Northbound",
    slug: "northbound",
    tagline: "Outdoor optics",
    wordmark: "grotesk",
    prefix: "NB",
    tier: 1.0,
    builds: ["acetate", "metal"],
    sunShare: 0.7,
    story: "Northbound designs for long days outside: light frames, grippy tips and lenses that cut glare off water and snow.",
  },
  {
    name: "Halden & Rowe",
    slug: "halden-rowe",
    tagline: "London",
    wordmark: "italic",
    prefix: "HR",
    tier: 1.35,
    builds: ["acetate", "combo"],
    sunShare: 0.35,
    story: "Halden & Rowe reworks mid-century British optical frames with modern fits and keyhole bridges.",
  },
  {
    name: "8th Avenue Optical",
    slug: "8th-avenue-optical",
    tagline: "New York",
    wordmark: "geometric",
    prefix: "EA",
    tier: 0.85,
    builds: ["acetate", "metal", "semi"],
    sunShare: 0.4,
    story: "8th Avenue Optical makes everyday frames for the city, priced so you can own more than one pair.",
  },
  {
    name: "Kestrel",
    slug: "kestrel",
    tagline: "Aviation eyewear",
    wordmark: "grotesk",
    prefix: "KS",
    tier: 1.2,
    builds: ["metal", "combo", "rimless"],
    sunShare: 0.65,
    story: "Kestrel builds slim metal frames in the tradition of flight eyewear, with adjustable pads and spring hinges.",
  },
  {
    name: "Oda Studio",
    slug: "oda-studio",
    tagline: "Titanium works",
    wordmark: "monogram",
    prefix: "OD",
    tier: 1.6,
    builds: ["rimless", "metal", "semi"],
    sunShare: 0.2,
    story: "Oda Studio machines pure titanium into frames that weigh less than a sheet of paper.",
  },
  {
    name: "Coastline",
    slug: "coastline",
    tagline: "Sun & sea",
    wordmark: "italic",
    prefix: "CL",
    tier: 0.8,
    builds: ["acetate", "metal"],
    sunShare: 0.9,
    story: "Coastline makes easygoing sunglasses for beach towns, in colours borrowed from sea glass.",
  },
  {
    name: "Brightling",
    slug: "brightling",
    tagline: "For young eyes",
    wordmark: "geometric",
    prefix: "BR",
    tier: 0.7,
    builds: ["acetate"],
    sunShare: 0.35,
    story: "Brightling frames are made for kids: flexible, sturdy, and sized for smaller faces.",
    kids: true,
  },
  {
    name: "Aurelio Milano",
    slug: "aurelio-milano",
    tagline: "Italia",
    wordmark: "didone",
    prefix: "AM",
    tier: 1.55,
    builds: ["acetate", "metal", "combo"],
    sunShare: 0.6,
    story: "Aurelio Milano pairs bold Italian shapes with gold-plated hardware and deep, saturated acetates.",
  },
  {
    name: "Juniper & Vale",
    slug: "juniper-vale",
    tagline: "Eyewear",
    wordmark: "stacked",
    prefix: "JV",
    tier: 1.1,
    builds: ["acetate", "semi"],
    sunShare: 0.4,
    story: "Juniper & Vale uses plant-based bio-acetate and recycled packaging for every frame it makes.",
  },
  {
    name: "Mirelle",
    slug: "mirelle",
    tagline: "Atelier",
    wordmark: "italic",
    prefix: "MI",
    tier: 1.3,
    builds: ["acetate", "metal"],
    sunShare: 0.55,
    story: "Mirelle draws feminine, sculpted silhouettes with softly rounded edges and fine metal details.",
  },
  {
    name: "Saltmarsh",
    slug: "saltmarsh",
    tagline: "Handmade",
    wordmark: "stacked",
    prefix: "SM",
    tier: 1.0,
    builds: ["acetate", "combo"],
    sunShare: 0.5,
    story: "Saltmarsh is a small workshop making relaxed, hand-finished frames in earthy, muted tones.",
  },
  {
    name: "Verity",
    slug: "verity",
    tagline: "Clear vision",
    wordmark: "monogram",
    prefix: "VR",
    tier: 0.75,
    builds: ["metal", "semi", "rimless", "acetate"],
    sunShare: 0.25,
    story: "Verity makes precise, understated frames for readers, screens and long working days.",
  },
  {
    name: "Lumen Originals",
    slug: "lumen-originals",
    tagline: "House collection",
    wordmark: "didone",
    prefix: "LM",
    tier: 0.95,
    builds: ["acetate", "metal", "combo", "semi"],
    sunShare: 0.45,
    story: "Lumen Originals is our own collection, designed in-house and finished by the same workshops as the brands we carry.",
  },
];

export function findBrand(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
}
