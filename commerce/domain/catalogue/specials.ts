/**
 * Keeps product.special_price current across days (migration 004): triggers follow every change
 * to specials, but a special that starts or ends with the date changes nothing in the tables. The
 * first listing on or after such a day recomputes the products with specials (once, under a lock);
 * until that day each process only compares the clock.
 */
import { withoutStatementTimeout, type Database, type Queryable } from "@commerce/db/index";

/** SQL: the next day on which some special starts or ends (far future when none will). */
const NEXT_CHANGE = `coalesce((select min(day) from (
    select date_start as day from product_special where date_start > current_date
    union all select date_end + 1 from product_special where date_end >= current_date) changes), date '9999-12-31')`;

/** Until when (epoch ms) the kept special prices are current, or null when they are not now. */
async function currentUntil(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ until: number }>(
    `select extract(epoch from ((value->>'fresh_until')::date::timestamp at time zone current_setting('TimeZone')))::float8 * 1000 as until
       from setting where key = 'specials_current' and (value->>'fresh_until')::date > current_date`,
  );
  return rows[0]?.until ?? null;
}

export async function ensureSpecialsCurrent(db: Database): Promise<void> {
  const state = await db.memo("specials-current", async () => ({ until: 0 }));
  if (Date.now() < state.until) return;
  let until = await currentUntil(db);
  if (until == null) {
    await db.transaction(async (tx) => {
      await withoutStatementTimeout(db, tx);
      if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(424246)");
      if ((await currentUntil(tx)) != null) return;
      await tx.query(`select product_special_sync(array(select distinct product_id from product_special))`);
      await tx.query(
        `insert into setting (key, value) select 'specials_current', jsonb_build_object('fresh_until', ${NEXT_CHANGE})
         on conflict (key) do update set value = excluded.value`,
      );
    });
    until = await currentUntil(db);
  }
  state.until = until ?? 0;
}
