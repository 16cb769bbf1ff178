/**
 * Compares two JSON answers by shape, not value: keys, value types and nulls, recursively; an array
 * by its first element's shape (against the actual list's best-matching element), with an empty list against a non-empty one noted (the replay test,
 * tests/api/replay-opencart.test.ts).
 */
export function shapeDifferences(recorded: unknown, actual: unknown, path = "$"): string[] {
  const want = kind(recorded);
  const got = kind(actual);
  if (want !== got) return [`${path}: ${want} recorded, ${got} here`];
  if (want === "array") {
    const [a, b] = [recorded as unknown[], actual as unknown[]];
    if (!a.length && !b.length) return [];
    if (!a.length || !b.length)
      return [`${path}: ${a.length ? "non-empty" : "empty"} list recorded, ${b.length ? "non-empty" : "empty"} here`];
    // Line order may differ (OpenCart reorders cart lines): the element that matches best stands for the list.
    let best: string[] | undefined;
    for (const item of b.slice(0, 20)) {
      const found = shapeDifferences(a[0], item, `${path}[0]`);
      if (!best || found.length < best.length) best = found;
      if (!found.length) break;
    }
    return best ?? [];
  }
  if (want === "object") {
    const [a, b] = [recorded as Record<string, unknown>, actual as Record<string, unknown>];
    const out: string[] = [];
    for (const key of Object.keys(a)) {
      if (!(key in b)) out.push(`${path}.${key}: missing here`);
      else out.push(...shapeDifferences(a[key], b[key], `${path}.${key}`));
    }
    for (const key of Object.keys(b)) if (!(key in a)) out.push(`${path}.${key}: not recorded`);
    return out;
  }
  return [];
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
