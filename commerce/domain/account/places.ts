/** Countries and zones: what addresses point at, listed for address forms and the contract's place queries. */
import type { Queryable } from "@commerce/db/index";
import { pagedList, type ListArgs } from "@commerce/domain/lists";
import type { Page } from "@commerce/domain/paging";
import { containsPattern, orderBy, parseId, SqlParams, textSortKey } from "@commerce/domain/sql";

export interface CountryRow {
  id: number;
  name: string;
  iso_code_2: string;
  iso_code_3: string;
  postcode_required: boolean;
}

export interface ZoneRow {
  id: number;
  country_id: number;
  name: string;
  code: string;
}

/** What a Country or Zone of the contract is read from: a whole row, or the names an address carries. */
export type CountryRef = Pick<CountryRow, "id" | "name">;
export type ZoneRef = Pick<ZoneRow, "id" | "name" | "country_id">;

type PlaceTable = "country" | "zone";
type PlaceRow<T extends PlaceTable> = T extends "country" ? CountryRow : ZoneRow;

const placeSorts = (alias: string) => ({ name: textSortKey(`${alias}.name`), id: `${alias}.id` });

/** countriesList and zonesList: name search, sort by name or id, optionally within one country. */
export function listPlaces<T extends PlaceTable>(
  db: Queryable,
  table: T,
  args: ListArgs,
  countryId?: number | null,
): Promise<Page<PlaceRow<T>>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (countryId) where.push(`t.country_id = ${params.add(countryId)}`);
  const search = (args.search ?? "").trim();
  if (search) where.push(`t.name ilike ${params.add(containsPattern(search))}`);
  return pagedList<PlaceRow<T>>(
    db,
    { from: `${table} t`, where, params, orderBy: orderBy(placeSorts("t"), args.sort, args.order, "name", "t.id") },
    args,
  );
}

export async function findPlace<T extends PlaceTable>(db: Queryable, table: T, id: unknown): Promise<PlaceRow<T> | null> {
  const key = parseId(id);
  if (!key) return null;
  const { rows } = await db.query<PlaceRow<T>>(`select * from ${table} where id = $1`, [key]);
  return rows[0] ?? null;
}

/** Every country, by name, and the zones of one: the address forms' select lists. */
export async function countriesAndZones(db: Queryable, countryId: number | null): Promise<{ countries: CountryRow[]; zones: ZoneRow[] }> {
  const [countries, zones] = await Promise.all([
    db.query<CountryRow>(`select * from country order by name`),
    db.query<ZoneRow>(`select * from zone where country_id = $1 order by name`, [countryId ?? 0]),
  ]);
  return { countries: countries.rows, zones: zones.rows };
}

/** The store is US-oriented: the United States is preselected when the list has it. */
export async function defaultCountryId(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(`select id from country where iso_code_2 = 'US' order by id limit 1`);
  return rows[0]?.id ?? null;
}

/**
 * A country by its ISO code, or its id (WooCommerce names countries by ISO code, the store by id), and
 * a zone of it by its code or id; null for what matches none.
 */
export async function placeIds(db: Queryable, country: string, zone: string): Promise<{ countryId: number | null; zoneId: number | null }> {
  const { rows } = await db.query<{ id: number }>(`select id from country where upper(iso_code_2) = upper($1) or id::text = $1 limit 1`, [
    country.trim(),
  ]);
  const countryId = rows[0]?.id ?? null;
  if (!countryId || !zone.trim()) return { countryId, zoneId: null };
  const zones = await db.query<{ id: number }>(
    `select id from zone where country_id = $1 and (upper(code) = upper($2) or id::text = $2) order by id limit 1`,
    [countryId, zone.trim()],
  );
  return { countryId, zoneId: zones.rows[0]?.id ?? null };
}
