/**
 * Layout positions (docs/product/shell-and-navigation.md): each page is laid out in content-top, left, centre, right and
 * content-bottom. Which modules fill them is chosen by matching the current path against the
 * configured patterns ("*" matches anything, including "/"). Pure, so the shell renders the same
 * on the server and in the browser.
 */

export const POSITIONS = ["contentTop", "left", "centre", "right", "contentBottom"] as const;
export type Position = (typeof POSITIONS)[number];

/** The modules a layout can place. The centre always renders the route itself first. */
export type LayoutModule = "benefits" | "serviceNote" | "newsletter";

export interface LayoutRule {
  name: string;
  /** Path patterns with "*" wildcards, e.g. "/store/product/*". */
  patterns: readonly string[];
  positions: Partial<Record<Position, readonly LayoutModule[]>>;
}

export type ResolvedLayout = { name: string } & Record<Position, readonly LayoutModule[]>;

/** The shop's layouts. The most specific matching pattern wins (see `patternSpecificity`). */
export const layoutRules: readonly LayoutRule[] = [
  { name: "default", patterns: ["*"], positions: { contentBottom: ["benefits"] } },
  { name: "home", patterns: ["/"], positions: { contentBottom: ["benefits", "newsletter"] } },
  // The wishlist hides the right column (docs/product/shell-and-navigation.md).
  { name: "wishlist", patterns: ["/account/wishlist"], positions: { right: [] } },
  {
    name: "store",
    patterns: ["/store/category*", "/store/manufacturer*", "/store/special*", "/search*"],
    positions: { contentBottom: ["benefits"] },
  },
  { name: "product", patterns: ["/store/product/*"], positions: { right: ["serviceNote"], contentBottom: ["benefits"] } },
  // The lens configurator has its own summary column: no service note beside it.
  { name: "lenses", patterns: ["/store/product/*/lenses"], positions: { contentBottom: ["benefits"] } },
];

/**
 * The path a layout is matched against: the route parameter `url` (a keyword URL) when present,
 * else the pathname, without an "/amp" suffix and trailing slash.
 */
export function layoutPath(pathname: string, params: { url?: string } = {}): string {
  const raw = params.url ? "/" + params.url.replace(/^\/+/, "") : pathname;
  const stripped = raw.replace(/\/amp\/?$/, "").replace(/\/+$/, "");
  return stripped === "" ? "/" : stripped;
}

/** Whether `path` matches `pattern`, where "*" stands for any run of characters. */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}

/** Literal characters count for, wildcards against: "/store/product/*" beats "/store/*" beats "*". */
export function patternSpecificity(pattern: string): number {
  const wildcards = pattern.split("*").length - 1;
  return (pattern.length - wildcards) * 10 - wildcards;
}

export function resolveLayout(path: string, rules: readonly LayoutRule[] = layoutRules): ResolvedLayout {
  let best: { rule: LayoutRule; score: number } | undefined;
  for (const rule of rules) {
    for (const pattern of rule.patterns) {
      if (!matchesPattern(pattern, path)) continue;
      const score = patternSpecificity(pattern);
      if (!best || score > best.score) best = { rule, score };
    }
  }
  const positions = best?.rule.positions ?? {};
  return {
    name: best?.rule.name ?? "none",
    contentTop: positions.contentTop ?? [],
    left: positions.left ?? [],
    centre: positions.centre ?? [],
    right: positions.right ?? [],
    contentBottom: positions.contentBottom ?? [],
  };
}

/** A page that failed to load (its error screen): the default layout, none of its page kind's modules. */
export const errorPageLayout = (): ResolvedLayout => resolveLayout("", [layoutRules[0]!]);
