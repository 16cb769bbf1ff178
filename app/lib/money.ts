/**
 * The API formats every amount in the shopper's currency ("$1,234.50", "1,234.50 €", "£9.00").
 * The cart needs to recompute amounts before the server answers (optimistic updates) and to show
 * whole-unit totals (docs/product/texts-and-constants.md#numbers), in that same currency: these helpers read the symbol and
 * position from a formatted amount and print new amounts the same way. Pure, so unit-tested.
 */

export interface MoneyFormat {
  prefix: string;
  suffix: string;
  decimals: number;
}

const AMOUNT = /^(-?)([^\d-]*)([\d,]+(?:\.(\d+))?)(.*)$/;

/** Reads the currency layout of a formatted amount; null when it holds no number. */
export function moneyFormatOf(text: string | null | undefined): MoneyFormat | null {
  const match = AMOUNT.exec((text ?? "").trim());
  if (!match) return null;
  const [, , prefix = "", , decimals = "", suffix = ""] = match;
  return { prefix, suffix, decimals: decimals.length };
}

/** The number a formatted amount stands for ("-$1,234.50" → -1234.5); null when there is none. */
export function parseMoney(text: string | null | undefined): number | null {
  const match = AMOUNT.exec((text ?? "").trim());
  if (!match) return null;
  const [, sign, , digits = ""] = match;
  const value = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  return sign === "-" ? -value : value;
}

/** One formatter per number of decimals (building one per price is costly in ICU). */
const digitFormats = new Map<number, Intl.NumberFormat>();

function digitsFormat(decimals: number): Intl.NumberFormat {
  let format = digitFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    digitFormats.set(decimals, format);
  }
  return format;
}

/** Prints `amount` in `format` (en-US digit grouping, as the API does), with `decimals` places. */
export function formatMoney(amount: number, format: MoneyFormat, decimals = format.decimals): string {
  const rounded = roundTo(amount, decimals);
  const digits = digitsFormat(decimals).format(Math.abs(rounded));
  return `${rounded < 0 ? "-" : ""}${format.prefix}${digits}${format.suffix}`;
}

/** Half away from zero, in whole cents or units, without the 1.005 binary drift. */
export function roundTo(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * A formatted amount reprinted with `decimals` places (the product's cart footer total and subtotal
 * show whole units: "$1,234.50" → "$1,235"). Text that holds no amount is returned as it is.
 */
export function withDecimals(text: string | null | undefined, decimals: number): string {
  const value = parseMoney(text);
  const format = moneyFormatOf(text);
  if (value == null || !format) return text ?? "";
  return formatMoney(value, format, decimals);
}
