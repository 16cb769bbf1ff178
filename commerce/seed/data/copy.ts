/** Phrase banks for product copy and reviews, written to read like a real optician's shop. */
import type { FrameShapeKey } from "@commerce/art/shapes";
import type { Material } from "@commerce/demo/frames";

export const shapeCopy: Record<FrameShapeKey, { adjective: string; line: string }> = {
  round: { adjective: "round", line: "Perfectly round lenses soften strong jawlines and angular features" },
  oval: { adjective: "softly oval", line: "A gentle oval keeps the look light and suits almost every face" },
  square: { adjective: "square", line: "Straight brows and squared corners add structure to round and oval faces" },
  rectangle: { adjective: "rectangular", line: "A slim rectangle keeps a low profile, ideal for longer days at a desk" },
  "cat-eye": { adjective: "cat-eye", line: "The brow sweeps up at the temples to lift the cheekbones" },
  aviator: { adjective: "aviator", line: "The teardrop lens was drawn for pilots and never went out of style" },
  browline: { adjective: "browline", line: "A bold upper rim echoes the brow, with a fine lower rim that almost disappears" },
  geometric: { adjective: "geometric", line: "Hexagonal lenses turn a classic frame into something unexpected" },
  oversized: { adjective: "oversized", line: "Generous lenses give extra coverage and a confident, glamorous look" },
  wayfarer: { adjective: "trapezoid", line: "A wider brow tapering to the base, the shape that defined cool in the fifties" },
};

export const materialCopy: Record<Material, string> = {
  Acetate: "cut from premium cellulose acetate and tumbled for days to a deep, warm shine",
  "Bio-acetate": "made from plant-based bio-acetate that looks and feels like classic acetate, with a far smaller footprint",
  "TR-90": "moulded in TR-90, a flexible nylon that bends rather than breaks",
  Metal: "formed from nickel-free metal alloy with a hand-applied finish",
  "Stainless steel": "cut from surgical-grade stainless steel, thin, strong and hypoallergenic",
  Titanium: "machined from pure titanium, so light you forget you are wearing it",
  "Mixed materials": "pairing a hand-finished acetate brow with a fine stainless steel rim",
};

export const hingeByMaterial: Record<Material, readonly string[]> = {
  Acetate: ["5-barrel hinge", "Spring hinge"],
  "Bio-acetate": ["5-barrel hinge", "Spring hinge"],
  "TR-90": ["Spring hinge"],
  Metal: ["Spring hinge", "Barrel hinge"],
  "Stainless steel": ["Screwless hinge", "Spring hinge"],
  Titanium: ["Screwless hinge", "Spring hinge"],
  "Mixed materials": ["5-barrel hinge", "Spring hinge"],
};

export const careLines = [
  "Comes with a hard case and a microfibre cleaning cloth.",
  "Delivered in a folding leather case with a cleaning cloth.",
  "Shipped free in a recycled cotton pouch and hard case.",
] as const;

/** Review openers by mood. */
export const reviewOpeners = {
  great: [
    "Absolutely love these.",
    "Exactly as pictured, maybe even nicer in person.",
    "My second pair from this brand and just as good as the first.",
    "Really happy with this purchase.",
    "Best frames I have owned in years.",
    "Ordered on a whim and they are now my everyday pair.",
    "Beautiful frames, beautifully made.",
  ],
  fine: [
    "Nice frames overall.",
    "Good quality for the price.",
    "Pretty happy with them.",
    "They look good, with a couple of small caveats.",
  ],
  poor: [
    "Not for me, unfortunately.",
    "Disappointed with this pair.",
    "Had high hopes for these.",
  ],
} as const;

export const reviewDetails = {
  great: [
    "They sit comfortably even after a full day in front of the screen.",
    "The hinges feel solid and the finish is flawless.",
    "I get compliments every time I wear them.",
    "The fit was spot on thanks to the size guide.",
    "Lightweight enough that I forget they are on my face.",
    "The colour is rich and looks expensive in daylight.",
    "Delivery was quick and the case is lovely too.",
  ],
  sun: [
    "The lenses make driving into the sun so much easier.",
    "No more squinting at the beach, and the tint is true to the photos.",
    "Glare off the water is gone completely.",
  ],
  fine: [
    "They slide down my nose a little, but an adjustment fixed most of it.",
    "A bit heavier than I expected, still comfortable for a few hours.",
    "The colour is slightly darker than on screen.",
    "The case feels cheaper than the frames themselves.",
  ],
  poor: [
    "The fit was too narrow for my face and they pinched behind the ears.",
    "The colour looked quite different in person, so I sent them back.",
    "One of the nose pads came loose within a week.",
  ],
} as const;

export const reviewClosers = {
  great: ["Would buy again.", "Highly recommend.", "Five stars from me.", "Already eyeing another colour."],
  fine: ["Would probably buy again.", "Decent value.", ""],
  poor: ["Customer service was helpful with the return, at least.", "", "Hoping the next pair works out better."],
} as const;
