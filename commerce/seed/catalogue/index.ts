/** Seeds the catalogue: brands, categories, filters and menus, then the products in batches. */
import { imagePaths } from "@commerce/art/paths";
import type { Queryable } from "@commerce/db/index";
import { brands } from "@commerce/demo/brands";
import { insertRows } from "@commerce/seed/insert";
import type { KeywordRegistry } from "@commerce/seed/text";
import { assignCategories, categoryRows, flattenCategories } from "./categories";
import { seedFilters } from "./filters";
import { planCatalogue } from "./plan";
import { laterValueRows, newRowIds, productRows, productTables, relatedRows, type ProductTable } from "./products";

export interface CatalogueOptions {
  productCount: number;
  /** Products per batch of inserts: small enough to keep memory flat for very large catalogues. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function seedCatalogue(db: Queryable, keywords: KeywordRegistry, options: CatalogueOptions): Promise<void> {
  const { productCount, batchSize = 2000, onProgress } = options;

  const brandIds = new Map(brands.map((brand, i) => [brand.slug, i + 1]));
  await insertRows(
    db,
    "manufacturer",
    { id: "int", name: "text", keyword: "text", image: "text", sort_order: "int" },
    brands.map((brand, i) => ({
      id: i + 1,
      name: brand.name,
      keyword: keywords.claim(brand.slug, `brand ${brand.name}`),
      image: imagePaths.brand(brand.slug),
      sort_order: i + 1,
    })),
  );

  for (const { definition } of flattenCategories()) keywords.claim(definition.keyword, `category ${definition.name}`);
  await insertRows(
    db,
    "category",
    {
      id: "int",
      parent_id: "int",
      name: "text",
      description: "text",
      image: "text",
      keyword: "text",
      sort_order: "int",
      top: "boolean",
      status: "boolean",
      meta_title: "text",
      meta_description: "text",
      meta_keyword: "text",
    },
    categoryRows(),
  );

  const filters = await seedFilters(db);
  const plans = planCatalogue(productCount, brandIds);
  assignCategories(plans);
  for (const plan of plans) keywords.claim(plan.keyword, `product ${plan.id}`);

  const ids = newRowIds();
  for (let start = 0; start < plans.length; start += batchSize) {
    const rows = productRows(plans.slice(start, start + batchSize), filters, ids);
    for (const table of Object.keys(productTables) as ProductTable[]) {
      await insertRows(db, table, productTables[table], rows[table]);
    }
    onProgress?.(Math.min(plans.length, start + batchSize), plans.length);
  }
  await insertRows(db, "product_option_value", productTables.product_option_value, laterValueRows(ids));
  await insertRows(db, "product_related", { product_id: "int", related_id: "int" }, relatedRows(plans));
}
