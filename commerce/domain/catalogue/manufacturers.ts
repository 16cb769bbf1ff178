/** Brands (OpenCart's manufacturers): the brand index and brand pages. */
import type { Queryable } from "@commerce/db/index";
import { findByIdOrKeyword, pagedList, type ListArgs } from "@commerce/domain/lists";
import type { Page } from "@commerce/domain/paging";
import { containsPattern, orderBy, SqlParams, textSortKey } from "@commerce/domain/sql";

export interface ManufacturerRow {
  id: number;
  name: string;
  keyword: string | null;
  image: string;
  sort_order: number;
}

const manufacturerSorts = { name: textSortKey("m.name"), sort_order: "m.sort_order", id: "m.id" };

export function findManufacturer(db: Queryable, idOrKeyword: unknown): Promise<ManufacturerRow | null> {
  return findByIdOrKeyword<ManufacturerRow>(db, "manufacturer m", idOrKeyword);
}

/** manufacturerList: name search, sorted by name (default), sort order or id. */
export function listManufacturers(db: Queryable, args: ListArgs): Promise<Page<ManufacturerRow>> {
  const params = new SqlParams();
  const search = (args.search ?? "").trim();
  const where = search ? [`m.name ilike ${params.add(containsPattern(search))}`] : [];
  return pagedList<ManufacturerRow>(
    db,
    { from: "manufacturer m", where, params, orderBy: orderBy(manufacturerSorts, args.sort, args.order, "name", "m.id") },
    args,
  );
}
