/**
 * The product form's options and the API's answers about them. Pure, unit-tested.
 *
 * Fields are named `option[<the option's id, encoded>]`; a checkbox sends one entry per ticked value,
 * and the cart action joins them with "|" into one CartOption value (docs/product/cart.md; `cartOptionsOf`
 * reads them for every add-to-cart form).
 *
 * The id is the store's own, whatever its form: OpenCart's product_option_id ("226"), WooCommerce's
 * form field name ("attribute_pa_frame-colour"; decision 083). It is URI-encoded inside the brackets
 * so that any id ("a]b", "x y", "ü") makes one unambiguous field name and comes back as given; the
 * digits, letters, "_" and "-" of both stores' ids stay as they are.
 */

/** Option types the page can render (docs/product/catalog.md; OpenCart's names). */
export type OptionType = "select" | "radio" | "checkbox" | "text" | "textarea" | "date" | "time";

export interface OptionValueData {
  id: string;
  name: string;
  /** The signed add-on as the store formats it ("+$49.00"), "" when free. */
  price: string;
}

export interface ProductOptionData {
  id: string;
  name: string;
  type: OptionType;
  required: boolean;
  values: OptionValueData[];
}

export const optionFieldName = (optionId: string) => `option[${encodeURIComponent(optionId)}]`;

const OPTION_FIELD = /^option\[([^\]]+)\]$/;

/** The option id a form field names (the reverse of optionFieldName), or null for any other field. */
export function optionIdOfField(name: string): string | null {
  const encoded = OPTION_FIELD.exec(name)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    // A broken escape ("%E0%A4%A") names no option the form could have sent.
    return null;
  }
}

/**
 * Options of an add-to-cart form as the contract's CartOption list: fields named `option[<id>]`
 * (one per chosen value; several for a checkbox, joined with "|" as the API stores them). The id
 * is sent as the store gave it, digits or not (WooCommerce's `attribute_pa_frame-colour`; its
 * values are slugs), decoded from the field name (optionFieldName).
 */
export function cartOptionsOf(form: FormData): { id: string; value: string }[] {
  const byId = new Map<string, string[]>();
  for (const [name, value] of form.entries()) {
    const id = optionIdOfField(name);
    if (!id || typeof value !== "string" || value.trim() === "") continue;
    byId.set(id, [...(byId.get(id) ?? []), value.trim()]);
  }
  return [...byId].map(([id, values]) => ({ id, value: values.join("|") }));
}

/** The HTML id of an option's field: ids may hold anything but whitespace, so the encoded id serves. */
export const optionElementId = (optionId: string) => `product-option-${encodeURIComponent(optionId)}`;

/**
 * The options sent with an add, by name and value name as the product page showed them: what the
 * cart line shows when the store's line names none (WooCommerce). Free-text options show as typed.
 */
export function describeChoices(
  options: ReadonlyArray<{ id: string; name: string; values: ReadonlyArray<{ id: string; name: string }> }>,
  sent: readonly { id: string; value: string }[],
): Array<{ name: string; value: string }> {
  return options.flatMap((option) => {
    const value = sent.find((candidate) => candidate.id === option.id)?.value;
    if (!value) return [];
    const names = value.split("|").map((id) => option.values.find((candidate) => candidate.id.trim() === id)?.name.trim() ?? id);
    return [{ name: option.name.trim(), value: names.join(", ") }];
  });
}

/** What the form sent back, per option id (a checkbox's values split again), to show it as chosen. */
export function chosenValues(cartOptions: readonly { id: string; value: string }[]): Record<string, string[]> {
  return Object.fromEntries(cartOptions.map((option) => [option.id, option.value.split("|")]));
}

/**
 * The option an API error is about: OpenCart words it "{option name} required!" (VueFront passes
 * that on), the embedded API also "{option name}: …". Null for errors about the whole product.
 */
export function optionOfError(message: string, options: readonly Pick<ProductOptionData, "id" | "name">[]): string | null {
  const text = message.trim();
  const option = options.find((candidate) => text === `${candidate.name} required!` || text.startsWith(`${candidate.name}:`));
  return option?.id ?? null;
}

/** OpenCart's words for a required option left empty. */
export const optionRequiredText = (name: string) => `${name} required!`;

/**
 * Every required option left empty, when the store refused one of them: stores name only the
 * first, the shopper should see them all at once. Ids, in the form's order.
 */
export function missingRequiredOptions(
  options: readonly Pick<ProductOptionData, "id" | "required">[],
  chosen: Readonly<Record<string, readonly string[]>>,
): string[] {
  return options.filter((option) => option.required && !chosen[option.id]?.some((value) => value.trim())).map((option) => option.id);
}

/**
 * What the shopper is told when the store refused an add to cart: the store's message, or, when it
 * named one required option and others are empty too, one "… required!" per empty option, in the
 * form's order. The form's alert and the error notification both read this, so they agree.
 */
export function addToCartRefusalText(
  error: string,
  options: readonly Pick<ProductOptionData, "id" | "name" | "required">[],
  chosen: Readonly<Record<string, readonly string[]>>,
): string {
  const missing = optionOfError(error, options) ? missingRequiredOptions(options, chosen) : [];
  return missing.length > 1
    ? options.flatMap((option) => (missing.includes(option.id) ? [optionRequiredText(option.name)] : [])).join(" ")
    : error;
}

const STORE_LOCALE = "en-US";
const dateFormat = new Intl.DateTimeFormat(STORE_LOCALE, { dateStyle: "medium", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat(STORE_LOCALE, { timeStyle: "short", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat(STORE_LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const DATE_TIME_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;
const TIME_VALUE = /^(\d{2}):(\d{2})$/;

/**
 * A chosen option's value as the shopper reads it: dates and times in the store's locale ("Jan 15,
 * 2030", "2:30 PM") rather than as the form sends them ("2030-01-15", "14:30").
 * Anything else, or a value that is not a date, as it is.
 */
export function optionValueText(type: string | null | undefined, value: string): string {
  if (type === "time") {
    const [, hours, minutes] = TIME_VALUE.exec(value) ?? [];
    return hours ? timeFormat.format(Date.UTC(2000, 0, 1, Number(hours), Number(minutes))) : value;
  }
  if (type !== "date" && type !== "datetime") return value;
  const [, year, month, day, hours, minutes] = DATE_TIME_VALUE.exec(value.trim()) ?? [];
  if (!year) return value;
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours ?? 0), Number(minutes ?? 0));
  if (Number.isNaN(at)) return value;
  return (hours ? dateTimeFormat : dateFormat).format(at);
}
