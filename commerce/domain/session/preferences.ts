/** The visitor's currency and language: the session's choice when the store still offers it, else the default. */
import type { Database, Queryable } from "@commerce/db/index";
import { userError } from "@commerce/domain/errors";
import { loadCurrencies, type CurrencyRow } from "@commerce/domain/money/money";
import type { ApiSession } from "./session";

export interface LanguageRow {
  code: string;
  name: string;
  image: string;
}

/** Every offered item and the code of the active one. */
export interface Choice<T> {
  all: T[];
  active: string | undefined;
}

/** The store's languages change only with its settings: read once per database and process. */
const loadLanguages = (db: Database) =>
  db.memo("languages", async () => (await db.query<LanguageRow>(`select code, name, image from language order by sort_order, code`)).rows);

/** The session's choice when the store still offers it, else the store default. */
function activeCode<T extends { code: string }>(all: readonly T[], chosen: string, fallback: T | undefined): string | undefined {
  return all.find((item) => item.code === chosen)?.code ?? fallback?.code;
}

/** The offered item whose code matches (case-insensitive), or an error naming the code. */
function offered<T extends { code: string }>(all: readonly T[], code: unknown, what: string): T {
  const wanted = String(code ?? "")
    .trim()
    .toLowerCase();
  const found = all.find((item) => item.code.toLowerCase() === wanted);
  if (!found) throw userError(`Unknown ${what} '${String(code ?? "")}'`, "code");
  return found;
}

export async function currencyChoice(db: Queryable, session: ApiSession): Promise<Choice<CurrencyRow>> {
  const [all, row] = await Promise.all([loadCurrencies(db), session.get()]);
  return { all, active: activeCode(all, row.currency, all.find((c) => c.is_default) ?? all[0]) };
}

/** The store's default language is the first in its list. */
export async function languageChoice(db: Database, session: ApiSession): Promise<Choice<LanguageRow>> {
  const [all, row] = await Promise.all([loadLanguages(db), session.get()]);
  return { all, active: activeCode(all, row.language, all[0]) };
}

export async function chooseCurrency(db: Queryable, session: ApiSession, code: unknown): Promise<Choice<CurrencyRow>> {
  const all = await loadCurrencies(db);
  const chosen = offered(all, code, "currency");
  await session.update({ currency: chosen.code });
  return { all, active: chosen.code };
}

export async function chooseLanguage(db: Database, session: ApiSession, code: unknown): Promise<Choice<LanguageRow>> {
  const all = await loadLanguages(db);
  const chosen = offered(all, code, "language");
  await session.update({ language: chosen.code });
  return { all, active: chosen.code };
}
