/** Indexing the drawing and seeding code does with computed indexes into lists it knows are long enough. */

/** The item at `index`; an index outside the list is a bug, not a missing value. */
export function itemAt<T>(items: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) throw new RangeError(`No item at ${index} of ${items.length}`);
  return items[index] as T;
}

/** The item at `index` counted round a closed loop (a polygon's points): -1 is the last, length the first. */
export function wrapAt<T>(items: readonly T[], index: number): T {
  return itemAt(items, ((index % items.length) + items.length) % items.length);
}

/** The item at `index` held within the list's ends (the first for negative indexes, the last past the end). */
export function clampAt<T>(items: readonly T[], index: number): T {
  return itemAt(items, Math.min(items.length - 1, Math.max(0, index)));
}
