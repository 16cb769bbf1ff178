/**
 * The product's breadcrumb: Home plus one entry per path segment, dropping the segments store,
 * category and product; a category id right after "category" shows the category's name when the
 * loaded category list has it.
 */

export interface Crumb {
  label: string;
  to: string;
}

export interface NamedCategory {
  id: string | number | null;
  name: string | null;
}

const HIDDEN_SEGMENTS = new Set(["store", "category", "product"]);

/** The crumbs after Home; empty on the home page (then no breadcrumb bar shows). */
export function buildBreadcrumbs(pathname: string, categories: readonly NamedCategory[] = []): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const names = new Map(categories.filter((c) => c.id != null && c.name).map((c) => [String(c.id), c.name!]));
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const decoded = safeDecode(segment);
    if (HIDDEN_SEGMENTS.has(decoded.toLowerCase())) return;
    const afterCategory = segments[index - 1]?.toLowerCase() === "category";
    const label = (afterCategory && names.get(decoded)) || humanize(decoded);
    crumbs.push({ label, to: "/" + segments.slice(0, index + 1).join("/") });
  });
  return crumbs;
}

/** "about_us" → "About us", "size-guide" → "Size guide". */
export function humanize(segment: string): string {
  const words = segment.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A route that knows better than its path (a product's name instead of its id, the category it was
 * reached from) exports `handle = { breadcrumb(data) }`; it returns the crumbs after Home, or null
 * to keep the path's crumbs.
 */
export interface BreadcrumbHandle<Data = never> {
  breadcrumb(data: Data): Crumb[] | null;
  /** The one crumb when the page failed to load ('Product unavailable'), instead of the path's ("999999"). */
  failedLabel?: string;
}

interface RouteMatchLike {
  handle?: unknown;
  data?: unknown;
  pathname?: string;
}

/** The page's route has a failure crumb and no data: its error screen shows. */
export function failedPage(matches: readonly RouteMatchLike[]): { label: string; to: string } | null {
  const leaf = matches.at(-1);
  const label = (leaf?.handle as Partial<BreadcrumbHandle<unknown>> | undefined)?.failedLabel;
  return leaf && label && leaf.data == null ? { label, to: leaf.pathname ?? "/" } : null;
}

/** The crumbs of the deepest route match that names its own, else null. */
export function routeCrumbs(matches: readonly RouteMatchLike[]): Crumb[] | null {
  const failed = failedPage(matches);
  if (failed) return [failed];
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<BreadcrumbHandle<unknown>> | undefined;
    if (typeof handle?.breadcrumb !== "function" || match.data == null) continue;
    const crumbs = handle.breadcrumb(match.data);
    if (crumbs) return crumbs;
  }
  return null;
}
