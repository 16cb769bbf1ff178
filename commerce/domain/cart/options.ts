/**
 * Product options in the cart: validating what addToCart sends (the contract's CartOption
 * {id: product_option_id, value: product_option_value_id, checkbox ids joined with '|'}),
 * storing it canonically, and describing it back with names and price add-ons.
 */
import { CHOICE_TYPES, type OptionDef } from "@commerce/domain/catalogue/options";
import { userError } from "@commerce/domain/errors";

/** One chosen option as stored in cart.options: the option id and the value as the contract sends it. */
export interface StoredOption {
  id: number;
  value: string;
}

/** One line of the cart's option list ({name, type, value} in the contract), with ids for the order record. */
export interface DescribedOption {
  productOptionId: number;
  productOptionValueId: number | null;
  name: string;
  type: string;
  value: string;
  addOn: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Validates the options sent with addToCart against the product's options and returns them in
 * canonical form (sorted by option id, checkbox ids sorted), plus the key that makes "same product,
 * same options" one cart line.
 */
export function canonicalOptions(
  defs: readonly OptionDef[],
  input: ReadonlyArray<{ id?: string | null; value?: string | null } | null> | null | undefined,
): { options: StoredOption[]; key: string } {
  const byId = new Map(defs.map((def) => [def.id, def]));
  const chosen = new Map<number, string[]>();
  for (const entry of input ?? []) {
    const optionId = Number(entry?.id);
    const def = byId.get(optionId);
    if (!def) throw userError("Warning: One of the chosen options does not belong to this product!", "options");
    const value = String(entry?.value ?? "").trim();
    if (!value) continue;
    // The same option sent twice: checkbox ticks add up, any other type keeps the last value.
    chosen.set(optionId, def.type === "checkbox" ? [...(chosen.get(optionId) ?? []), value] : [value]);
  }

  const options: StoredOption[] = [];
  for (const def of defs) {
    const raw = chosen.get(def.id);
    if (!raw) {
      if (def.required) throw userError(`${def.name} required!`, `option.${def.id}`);
      continue;
    }
    options.push({ id: def.id, value: canonicalValue(def, raw) });
  }
  options.sort((a, b) => a.id - b.id);
  return { options, key: options.length ? JSON.stringify(options.map((o) => [o.id, o.value])) : "" };
}

function canonicalValue(def: OptionDef, raw: string[]): string {
  const invalid = () => userError(`${def.name}: the chosen value is not available!`, `option.${def.id}`);
  if (CHOICE_TYPES.has(def.type)) {
    const ids = raw
      .flatMap((value) => value.split("|"))
      .map((part) => part.trim())
      .filter(Boolean);
    if (!ids.length) throw invalid();
    const valueIds = [...new Set(ids.map((id) => (/^\d+$/.test(id) ? Number(id) : NaN)))];
    if (valueIds.some((id) => !def.values.has(id))) throw invalid();
    if (def.type !== "checkbox" && valueIds.length > 1) throw invalid();
    return valueIds.sort((a, b) => a - b).join("|");
  }
  const value = raw.at(-1) ?? "";
  if (def.type === "date" && !isDate(value)) throw userError(`${def.name}: enter a date as YYYY-MM-DD!`, `option.${def.id}`);
  if (def.type === "time" && !TIME.test(value)) throw userError(`${def.name}: enter a time as HH:MM!`, `option.${def.id}`);
  if (def.type === "datetime") {
    const [date, time] = value.split(/[ T]/);
    if (!isDate(date) || !TIME.test(time ?? ""))
      throw userError(`${def.name}: enter a date and time as YYYY-MM-DD HH:MM!`, `option.${def.id}`);
  }
  if (value.length > 1000) throw userError(`${def.name}: the text is too long!`, `option.${def.id}`);
  return value;
}

function isDate(value: string | undefined): boolean {
  const match = DATE.exec(value ?? "");
  if (!match) return false;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Names and add-ons of stored options. A checkbox lists one entry per ticked value, as OpenCart's
 * cart does; options or values removed from the catalogue since are skipped.
 */
export function describeOptions(stored: readonly StoredOption[], defs: readonly OptionDef[]): DescribedOption[] {
  const byId = new Map(defs.map((def) => [def.id, def]));
  const described: DescribedOption[] = [];
  for (const { id, value } of stored) {
    const def = byId.get(id);
    if (!def) continue;
    if (!CHOICE_TYPES.has(def.type)) {
      described.push({ productOptionId: id, productOptionValueId: null, name: def.name, type: def.type, value, addOn: 0 });
      continue;
    }
    for (const valueId of value.split("|").map(Number)) {
      const choice = def.values.get(valueId);
      if (!choice) continue;
      described.push({
        productOptionId: id,
        productOptionValueId: valueId,
        name: def.name,
        type: def.type,
        value: choice.name,
        addOn: choice.addOn,
      });
    }
  }
  return described;
}
