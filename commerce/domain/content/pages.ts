/** Information pages (privacy, delivery, about …): enabled ones only. */
import type { Queryable } from "@commerce/db/index";
import { findByIdOrKeyword, pagedList, type ListArgs } from "@commerce/domain/lists";
import type { Page } from "@commerce/domain/paging";
import { containsPattern, orderBy, SqlParams, textSortKey } from "@commerce/domain/sql";

export interface InformationRow {
  id: number;
  title: string;
  description: string;
  keyword: string | null;
  sort_order: number;
  bottom: boolean;
  status: boolean;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}

const pageSorts = { sort_order: "i.sort_order", name: textSortKey("i.title"), title: textSortKey("i.title"), id: "i.id" };

export function findPage(db: Queryable, idOrKeyword: unknown): Promise<InformationRow | null> {
  return findByIdOrKeyword<InformationRow>(db, "information i", idOrKeyword, "i.status");
}

export function listPages(db: Queryable, args: ListArgs): Promise<Page<InformationRow>> {
  const params = new SqlParams();
  const where = ["i.status"];
  const search = (args.search ?? "").trim();
  if (search) where.push(`i.title ilike ${params.add(containsPattern(search))}`);
  return pagedList<InformationRow>(
    db,
    { from: "information i", where, params, orderBy: orderBy(pageSorts, args.sort, args.order, "sort_order", "i.id") },
    args,
  );
}
