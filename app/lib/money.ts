/**
 * The store's money: every amount arrives formatted in the shopper's currency, the way the store
 * prints it ("$1,219.95", "94,71 €", "1.219,95 €", "CHF 1'219.95", "1 219,95 zł"). This module is
 * the one place that reads such a string back into a number and the layout it was written in, and
 * prints new amounts in that same layout; the display rules of docs/product/texts-and-constants.md
 * (the bag's total and subtotal in whole units, old prices in whole units, line totals as the store
 * writes them) are here too, so components only pick a rule. Pure, unit-tested
 * (tests/unit/money.test.ts); docs/decisions/270-one-money-module.md.
 */

export interface MoneyFormat {
  /** What stands before the number ("$", "CHF ", ""), without the sign. */
  prefix: string;
  /** What stands after it (" €", " zł", ""). */
  suffix: string;
  /** Digits after the decimal mark (0 when the store writes none). */
  decimals: number;
  decimalMark: string;
  /**
   * The thousands separator the store writes ("," "." " " "'" …), "" when it groups none ("$1999.50"),
   * null when the amount was too small to tell ("$99.50").
   */
  groupMark: string | null;
}

export interface ReadMoney {
  value: number;
  format: MoneyFormat;
}

/** The run from the first digit to the last; what is around it is the currency and the sign. */
const NUMBER = /^(.*?)(\d(?:[\d.,'’\s\u00a0\u202f]*\d)?)(.*)$/su;
const GROUP_ONLY = /^['’\s\u00a0\u202f]$/u;
const MINUS = /[-−]/u;

/**
 * Splits the digit run into whole digits, fraction digits and the marks. The decimal mark is the
 * last mark when two kinds appear, or when one kind appears once not followed by exactly three
 * digits; a mark that repeats, a space or an apostrophe groups thousands. "1,234" and "1.234" read
 * as thousands: stores with three decimal places are not served (decision 270). `hint` (the layout
 * of another amount from the same store) settles that case when it knows better.
 */
function splitDigits(run: string, hint?: MoneyFormat) {
  const marks = [...run.matchAll(/[^\d]+/gu)].map((match) => ({ mark: match[0], at: match.index ?? 0 }));
  if (!marks.length) return { whole: run, fraction: "", decimalMark: hint?.decimalMark ?? ".", groupMark: groupOf(run, null, hint) };
  const last = marks[marks.length - 1]!;
  const after = run.slice(last.at + last.mark.length);
  const kinds = new Set(marks.map(({ mark }) => mark));
  let decimal: string | null;
  if (kinds.size > 1) decimal = last.mark;
  else if (marks.length > 1 || GROUP_ONLY.test(last.mark)) decimal = null;
  else if (after.length !== 3) decimal = last.mark;
  else decimal = hint && hint.decimalMark === last.mark && hint.decimals === 3 ? last.mark : null;
  if (decimal !== null && GROUP_ONLY.test(decimal)) return null;
  const wholeRun = decimal === null ? run : run.slice(0, last.at);
  const groupMarks = new Set(marks.filter(({ at }) => decimal === null || at < last.at).map(({ mark }) => mark));
  if (groupMarks.size > 1) return null;
  return {
    whole: wholeRun.replace(/[^\d]/gu, ""),
    fraction: decimal === null ? "" : after,
    decimalMark: decimal ?? hint?.decimalMark ?? (groupMarks.has(".") ? "," : "."),
    groupMark: groupOf(wholeRun, [...groupMarks][0] ?? null, hint),
  };
}

/** The group mark seen, else "" when four or more whole digits went ungrouped, else unknown. */
function groupOf(wholeRun: string, seen: string | null, hint?: MoneyFormat): string | null {
  if (seen !== null) return seen;
  return /\d{4}/u.test(wholeRun) ? "" : (hint?.groupMark ?? null);
}

/** A layout's group mark, or the usual one beside its decimal mark when no amount showed it. */
const groupMarkOf = (format: MoneyFormat) => format.groupMark ?? (format.decimalMark === "," ? "." : ",");

/** Reads a formatted amount: its value and its layout; null when it holds no amount. */
export function readMoney(text: string | null | undefined, hint?: MoneyFormat): ReadMoney | null {
  const match = NUMBER.exec((text ?? "").trim());
  if (!match) return null;
  const [, before = "", run = "", after = ""] = match;
  const digits = splitDigits(run, hint);
  if (!digits) return null;
  // "-$5.00", "$-5.00", "(5.00 €)"; not the dash inside "Flat Shipping Rate - $8.00".
  const negative =
    MINUS.test(before.trim().charAt(0)) || MINUS.test(before.slice(-1)) || (before.trim().startsWith("(") && after.includes(")"));
  const value = Number(`${digits.whole}.${digits.fraction || "0"}`);
  if (!Number.isFinite(value)) return null;
  return {
    value: negative && value !== 0 ? -value : value,
    format: {
      prefix: before.replace(/^(\s*)[-−(]/u, "$1").replace(/[-−]$/u, ""),
      suffix: after.replace(")", ""),
      decimals: digits.fraction.length,
      decimalMark: digits.decimalMark,
      groupMark: digits.groupMark,
    },
  };
}

/** The number a formatted amount stands for ("-$1,234.50" → -1234.5, "1.219,95 €" → 1219.95). */
export function parseMoney(text: string | number | null | undefined, hint?: MoneyFormat): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  return readMoney(text, hint)?.value ?? null;
}

/** The layout of a formatted amount; null when it holds no amount. */
export function moneyFormatOf(text: string | null | undefined): MoneyFormat | null {
  return readMoney(text)?.format ?? null;
}

/** Half away from zero, in whole cents or units, without the 1.005 binary drift. */
export function roundTo(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Prints `amount` in `format`, with `decimals` places (the format's own by default). */
export function formatMoney(amount: number, format: MoneyFormat, decimals = format.decimals): string {
  const rounded = roundTo(amount, decimals);
  const [whole = "0", fraction = ""] = Math.abs(rounded).toFixed(decimals).split(".");
  const group = groupMarkOf(format);
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const number = fraction ? `${grouped}${format.decimalMark}${fraction}` : grouped;
  return `${rounded < 0 ? "-" : ""}${format.prefix}${number}${format.suffix}`;
}

/** Sums formatted amounts exactly (in millionths, then to the most places written); null when one holds no amount. */
export function sumMoney(texts: readonly (string | null | undefined)[]): ReadMoney | null {
  const reads: ReadMoney[] = [];
  for (const text of texts) {
    const read = readMoney(text, reads[0]?.format);
    if (!read) return null;
    reads.push(read);
  }
  const [first] = reads;
  if (!first) return null;
  const decimals = Math.max(...reads.map((read) => read.format.decimals));
  const groupMark = reads.find((read) => read.format.groupMark !== null)?.format.groupMark ?? null;
  const millionths = reads.reduce((sum, read) => sum + Math.round(read.value * 1e6), 0);
  return { value: roundTo(millionths / 1e6, decimals), format: { ...first.format, decimals, groupMark } };
}

/**
 * A formatted amount reprinted with `decimals` places, in the store's own layout ("$1,234.50" →
 * "$1,235", "94,71 €" → "95 €", "1.219,95 €" → "1.220 €"). Text that holds no amount comes back
 * as it is.
 */
export function withDecimals(text: string | null | undefined, decimals: number): string {
  const read = readMoney(text);
  return read ? formatMoney(read.value, read.format, decimals) : (text ?? "");
}

/**
 * The display rules (docs/product/texts-and-constants.md, Numbers): the bag's total and subtotal
 * without decimals, the old (struck-through) price in whole units; every other figure as the store
 * writes it. The checkout's figures are always the store's exact ones.
 */
export const shownAs = {
  bagTotal: (text: string | null | undefined) => withDecimals(text, 0),
  oldPrice: (text: string | null | undefined) => withDecimals(text, 0),
};
