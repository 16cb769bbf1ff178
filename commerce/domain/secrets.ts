/**
 * Keys the API signs with (the card payment page's addresses, bearer tokens), made once per
 * database and kept in `setting`, so every process and server on that database agrees on them.
 */
import { randomBytes } from "node:crypto";
import { firstRow, type Queryable } from "@commerce/db/index";

const kept = new Map<string, WeakMap<Queryable, Promise<string>>>();

/** The database's key under `name`, created on first use (concurrent first uses agree on one). */
export function storedSecret(db: Queryable, name: string): Promise<string> {
  let byDb = kept.get(name);
  if (!byDb) kept.set(name, (byDb = new WeakMap()));
  let secret = byDb.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(`insert into setting (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`, [
        name,
        randomBytes(32).toString("hex"),
      ]);
      const { rows } = await db.query<{ secret: string }>(`select value #>> '{}' as secret from setting where key = $1`, [name]);
      return firstRow(rows).secret;
    })();
    secret.catch(() => byDb.delete(db));
    byDb.set(db, secret);
  }
  return secret;
}
