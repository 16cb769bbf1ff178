/**
 * Store-wide data: the API version, languages and currencies (the session's choice), countries and zones.
 */
import type { Queryable, Row } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { userError } from "@commerce/graphql/lib/account-validation";
import { pagedList } from "@commerce/graphql/lib/lists";
import { containsPattern, orderBy, parseId, SqlParams, textSortKey } from "@commerce/graphql/lib/sql";
import type { Resolvers } from "@commerce/graphql/types";
import { loadCurrencies, type CurrencyRow } from "@commerce/http/money";

interface LanguageRow {
  code: string;
  name: string;
  image: string;
}

const loadLanguages = async (db: Queryable) =>
  (await db.query<LanguageRow>(`select code, name, image from language order by sort_order, code`)).rows;

/** The session's choice when the store still offers it, else the store default (first in the list for languages). */
function activeCode<T extends { code: string }>(all: readonly T[], chosen: string, fallback: T | undefined): string | undefined {
  return all.find((item) => item.code === chosen)?.code ?? fallback?.code;
}

const currencyList = (all: readonly CurrencyRow[], active: string | undefined) =>
  all.map((c) => ({
    code: c.code,
    name: c.title,
    title: c.title,
    symbol_left: c.symbol_left,
    symbol_right: c.symbol_right,
    active: c.code === active,
  }));

const languageList = (all: readonly LanguageRow[], active: string | undefined) => all.map((l) => ({ ...l, active: l.code === active }));

/** The offered item whose code matches (case-insensitive), or a GraphQL error naming the code. */
function offered<T extends { code: string }>(all: readonly T[], code: unknown, what: string): T {
  const wanted = String(code ?? "")
    .trim()
    .toLowerCase();
  const found = all.find((item) => item.code.toLowerCase() === wanted);
  if (!found) throw userError(`Unknown ${what} '${String(code ?? "")}'`, "code");
  return found;
}

async function currencies(context: ApiContext) {
  const [all, session] = await Promise.all([loadCurrencies(context.db), context.session.get()]);
  return { all, active: activeCode(all, session.currency, all.find((c) => c.is_default) ?? all[0]) };
}

async function languages(context: ApiContext) {
  const [all, session] = await Promise.all([loadLanguages(context.db), context.session.get()]);
  return { all, active: activeCode(all, session.language, all[0]) };
}

const placeSorts = (alias: string) => ({ name: textSortKey(`${alias}.name`), id: `${alias}.id` });

interface PlaceListArgs {
  order?: string | null;
  page?: number | null;
  search?: string | null;
  size?: number | null;
  sort?: string | null;
}

/** countriesList and zonesList: name search, sort by name or id, optionally within one country. */
function listPlaces(context: ApiContext, table: "country" | "zone", args: PlaceListArgs, countryId?: number | null) {
  const params = new SqlParams();
  const where: string[] = [];
  if (countryId) where.push(`t.country_id = ${params.add(countryId)}`);
  const search = (args.search ?? "").trim();
  if (search) where.push(`t.name ilike ${params.add(containsPattern(search))}`);
  return pagedList(
    context.db,
    { from: `${table} t`, where, params, orderBy: orderBy(placeSorts("t"), args.sort, args.order, "name", "t.id") },
    args,
  );
}

async function findById(db: Queryable, table: "country" | "zone", id: unknown) {
  const key = parseId(id);
  if (!key) return null;
  return (await db.query(`select * from ${table} where id = $1`, [key])).rows[0] ?? null;
}

export const storeResolvers: Resolvers = {
  RootQueryType: {
    version: (_root, _args, context) => context.settings.version,

    currency: async (_root, _args, context) => {
      const { all, active } = await currencies(context);
      return currencyList(all, active);
    },
    language: async (_root, _args, context) => {
      const { all, active } = await languages(context);
      return languageList(all, active);
    },

    countriesList: (_root, args: PlaceListArgs, context) => listPlaces(context, "country", args),
    country: (_root, args: { id?: number }, context) => findById(context.db, "country", args.id),
    zonesList: (_root, args: PlaceListArgs & { country_id?: string | null }, context) =>
      listPlaces(context, "zone", args, parseId(args.country_id)),
    zone: (_root, args: { id?: number }, context) => findById(context.db, "zone", args.id),
  },

  RootMutationType: {
    editCurrency: async (_root, args: { code?: string }, context) => {
      const all = await loadCurrencies(context.db);
      const chosen = offered(all, args.code, "currency");
      await context.session.update({ currency: chosen.code });
      return currencyList(all, chosen.code);
    },
    editLanguage: async (_root, args: { code?: string }, context) => {
      const all = await loadLanguages(context.db);
      const chosen = offered(all, args.code, "language");
      await context.session.update({ language: chosen.code });
      return languageList(all, chosen.code);
    },
  },

  Country: {
    id: (c: Row) => String(c.id),
  },

  Zone: {
    id: (z: Row) => String(z.id),
    countryId: (z: Row) => String(z.country_id),
  },
};
