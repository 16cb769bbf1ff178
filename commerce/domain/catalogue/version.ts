/**
 * The catalogue's version (migration 010, docs/decisions/244-fresh-catalogue.md): a number that
 * moves with every change an anonymous page shows. The storefront asks for it once a second.
 */
import type { Queryable } from "@commerce/db/index";

export async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>("select version::text as version from catalogue_version");
  return rows[0]?.version ?? "0";
}
