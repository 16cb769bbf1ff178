/**
 * The catalogue summary: what the filter panel and a plain category count need, computed once per
 * catalogue change instead of on every request (docs/decisions/126-large-catalogue.md). It holds,
 * per category, the filter options its enabled products have (category_facet) and, per listing (a
 * category with its descendants, 0 for the whole catalogue), its product count, effective price
 * bounds and count of products on special (category_summary). Triggers mark it stale when products, their filters, categories or
 * specials change (migration 003); it also goes stale on the next day a special starts or ends.
 */
import { withoutStatementTimeout, type Database, type Queryable } from "@commerce/db/index";

/** A listing's scope in the summary: a category id, or 0 for the whole catalogue. */
export const WHOLE_CATALOGUE = 0;

/** SQL: true while the summary is fresh. */
export const SUMMARY_FRESH = `exists (select 1 from setting where key = 'catalogue_summary' and (value->>'fresh_until')::date > current_date)`;

/** Recomputes the summary when it is stale (at start, and by the first reader after a change). */
export async function refreshCatalogueSummary(db: Database): Promise<void> {
  const fresh = async (q: Queryable) => (await q.query<{ fresh: boolean }>(`select ${SUMMARY_FRESH} as fresh`)).rows[0]?.fresh === true;
  if (await fresh(db)) return;
  await db.transaction(async (tx) => {
    // Bounded work of the shop's own (not a shopper's query): the statement timeout does not apply.
    await withoutStatementTimeout(db, tx);
    // Several API processes on one server: one recomputes, the others wait and find it fresh.
    if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(424245)");
    if (await fresh(tx)) return;
    await tx.query(`delete from category_facet`);
    await tx.query(`delete from category_summary`);
    await tx.query(
      `insert into category_facet (category_id, filter_id)
       select ptc.category_id, pf.filter_id
         from product_to_category ptc
         join product p on p.id = ptc.product_id and p.status
         join product_filter pf on pf.product_id = ptc.product_id
        group by 1, 2
       union all
       select ${WHOLE_CATALOGUE}, pf.filter_id from product_filter pf join product p on p.id = pf.product_id and p.status group by 2`,
    );
    await tx.query(
      `with current_special as (
         select distinct on (ps.product_id) ps.product_id, ps.price from product_special ps
          where (ps.date_start is null or ps.date_start <= current_date) and (ps.date_end is null or ps.date_end >= current_date)
          order by ps.product_id, ps.priority, ps.price
       ), priced as (
         select p.id, coalesce(s.price, p.price) as price, s.price is not null as special from product p left join current_special s on s.product_id = p.id where p.status
       )
       insert into category_summary (category_id, products, min_price, max_price, specials)
       select cp.category_id, count(*), min(pr.price), max(pr.price), count(*) filter (where pr.special)
         from category_product cp join priced pr on pr.id = cp.product_id group by 1
       union all
       select ${WHOLE_CATALOGUE}, count(*), min(price), max(price), count(*) filter (where special) from priced`,
    );
    // Fresh until the next day on which a special starts or ends (effective prices change then).
    await tx.query(
      `insert into setting (key, value)
       select 'catalogue_summary', jsonb_build_object('fresh_until', coalesce(min(day), date '9999-12-31'), 'computed_at', now())
         from (select date_start as day from product_special where date_start > current_date
               union all select date_end + 1 from product_special where date_end >= current_date) changes
       on conflict (key) do update set value = excluded.value`,
    );
  });
}
