/** The visitor's currency and language: the session's choice when the store still offers it, else the default. */
import type { Queryable } from "@commerce/db/index";
import type { Visit } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import { loadCurrencies, type CurrencyRow } from "@commerce/domain/money/money";

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

const loadLanguages = async (db: Queryable) =>
  (await db.query<LanguageRow>(`select code, name, image from language order by sort_order, code`)).rows;

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

export async function currencyChoice(visit: Visit): Promise<Choice<CurrencyRow>> {
  const [all, session] = await Promise.all([loadCurrencies(visit.db), visit.session.get()]);
  return { all, active: activeCode(all, session.currency, all.find((c) => c.is_default) ?? all[0]) };
}

/** The store's default language is the first in its list. */
export async function languageChoice(visit: Visit): Promise<Choice<LanguageRow>> {
  const [all, session] = await Promise.all([loadLanguages(visit.db), visit.session.get()]);
  return { all, active: activeCode(all, session.language, all[0]) };
}

export async function chooseCurrency(visit: Visit, code: unknown): Promise<Choice<CurrencyRow>> {
  const all = await loadCurrencies(visit.db);
  const chosen = offered(all, code, "currency");
  await visit.session.update({ currency: chosen.code });
  return { all, active: chosen.code };
}

export async function chooseLanguage(visit: Visit, code: unknown): Promise<Choice<LanguageRow>> {
  const all = await loadLanguages(visit.db);
  const chosen = offered(all, code, "language");
  await visit.session.update({ language: chosen.code });
  return { all, active: chosen.code };
}
