import type { Queryable } from "../db/index";

/** Fills a freshly migrated database with the demo eyewear catalogue (deterministic). */
export async function seedDemo(_db: Queryable): Promise<void> {
  // Filled in by the catalogue generator.
}
