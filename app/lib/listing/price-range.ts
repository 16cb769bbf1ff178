/**
 * The price filter's rules (docs/product/catalog.md): the lower bound cannot exceed the upper and the upper
 * cannot go below the lower; each typed change is checked after PRICE_INPUT_DEBOUNCE_MS. Shared by
 * the URL parser (server) and the filter panel's inputs (browser). Range filter groups (lens width …)
 * follow the same rules.
 */

/** Price text debounce (docs/product/texts-and-constants.md#numbers). */
export const PRICE_INPUT_DEBOUNCE_MS = 450;
/** Pushing a typed price, or a range bound, into the saved selection (docs/product/texts-and-constants.md#numbers). */
export const RANGE_PUSH_DEBOUNCE_MS = 1000;
/** The filter panel's bounds when the store sends none (docs/product/catalog.md: price default range 0 to 1000). */
export const DEFAULT_PRICE_BOUNDS = { min: 0, max: 1000 } as const;

export type Bound = number | null;

export interface BoundRange {
  min: Bound;
  max: Bound;
}

/**
 * A typed bound: blank means "no bound" (null); a finite number of at least 0 is kept; anything
 * else ("abc", "-5", "1e999") is "invalid".
 */
export function parseBound(text: string | null | undefined): Bound | "invalid" {
  const value = (text ?? "").trim();
  if (value === "") return null;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return "invalid";
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : "invalid";
}

/** The lower bound after an edit of the lower input: it cannot exceed the upper one. */
export function clampLower(lower: Bound, upper: Bound): Bound {
  return lower != null && upper != null && lower > upper ? upper : lower;
}

/** The upper bound after an edit of the upper input: it cannot go below the lower one. */
export function clampUpper(upper: Bound, lower: Bound): Bound {
  return upper != null && lower != null && upper < lower ? lower : upper;
}

/**
 * A range that arrives whole (from an address): the lower bound gives way, as when it was the one
 * typed last. `?min_price=300&max_price=100` lists products of exactly $100.
 */
export function normalizeRange(range: BoundRange): BoundRange {
  return { min: clampLower(range.min, range.max), max: range.max };
}

/** "12", "12.5": how a bound is written in an address or an input (no trailing zeros, no exponent). */
export function formatBound(value: number): string {
  return String(Math.round(value * 100) / 100);
}
