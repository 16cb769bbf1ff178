/**
 * The demo eyewear shop "Lumen Optics": a deterministic catalogue of fictional brands and frames,
 * with content, reference data and a demo customer. Called once, inside one transaction, on a
 * freshly migrated database (see prepareDatabase in ../index.ts).
 */
import type { Queryable } from "@commerce/db/index";
import { seedCatalogue } from "./catalogue/index";
import { seedContent } from "./content";
import { resetSequences } from "./insert";
import { seedReference } from "./reference";
import { KeywordRegistry } from "./text";

export interface SeedOptions {
  /** Number of products (default 400); the benchmark generator asks for 100,000. */
  productCount?: number;
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_PRODUCT_COUNT = 400;

/** Tables whose ids the seed sets explicitly; their sequences continue after the largest. */
const seededSerialTables = [
  "country",
  "zone",
  "manufacturer",
  "filter_group",
  "filter",
  "product",
  "product_image",
  "product_special",
  "product_option",
  "product_option_value",
  "review",
  "information",
  "blog_category",
  "blog_post",
  "blog_review",
  "banner",
  "menu_shape",
  "menu_color",
  "menu_feature",
  "coupon",
  "customer",
  "address",
  "location",
  "return_reason",
] as const;

export async function seedDemo(db: Queryable, options: SeedOptions = {}): Promise<void> {
  const keywords = new KeywordRegistry();
  await seedReference(db);
  await seedContent(db, keywords);
  await seedCatalogue(db, keywords, { productCount: options.productCount ?? DEFAULT_PRODUCT_COUNT, onProgress: options.onProgress });
  await resetSequences(db, seededSerialTables);
}
