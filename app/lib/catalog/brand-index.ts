/**
 * The brand list's index (docs/product/catalog.md: brand list): brands grouped by the capitalised first letter of their
 * name, names starting with a digit under '0 - 9', each group in rows of four. Pure.
 */

export const DIGITS_GROUP = "0 - 9";
export const BRANDS_PER_ROW = 4;

export interface BrandLink {
  id: string;
  name: string;
  url: string;
  /** The brand's logo, when the store has one. */
  image?: string | null;
}

export interface BrandGroup {
  /** 'A', 'B' … or '0 - 9'. */
  label: string;
  /** The anchor the index links to. */
  anchor: string;
  rows: BrandLink[][];
}

export function groupLabel(name: string): string {
  const first = name.trim().charAt(0);
  if (/\d/.test(first)) return DIGITS_GROUP;
  return first.toLocaleUpperCase("en-US");
}

/** 'A' → 'brands-A', '0 - 9' → 'brands-0-9': valid, readable fragment ids. */
export function groupAnchor(label: string): string {
  return label === DIGITS_GROUP ? "brands-0-9" : `brands-${encodeURIComponent(label)}`;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

const byName = (a: BrandLink, b: BrandLink) => a.name.localeCompare(b.name, "en-US", { sensitivity: "base" });

/** Groups in index order ('0 - 9' first, then letters), brands by name inside each, in rows of four. */
export function groupBrands(brands: readonly BrandLink[]): BrandGroup[] {
  const groups = new Map<string, BrandLink[]>();
  for (const brand of brands) {
    if (!brand.name.trim()) continue;
    const label = groupLabel(brand.name);
    groups.set(label, [...(groups.get(label) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === DIGITS_GROUP ? -1 : b === DIGITS_GROUP ? 1 : a.localeCompare(b, "en-US")))
    .map(([label, members]) => ({ label, anchor: groupAnchor(label), rows: chunk([...members].sort(byName), BRANDS_PER_ROW) }));
}
