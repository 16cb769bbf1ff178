/**
 * Shorter class and custom property names for vanilla-extract's production builds (decision 206).
 *
 * vanilla-extract names an identifier by a hash of its file (six or seven characters) and a
 * per-file counter in base 36: `_1v1o6gu8`, `--xgm4kg15`. Every page repeats those names about a
 * thousand times in its markup and inlined CSS. Here each `.css.ts` file gets a fixed prefix of
 * capital letters instead (one letter for the files pages use most, two for the rest) followed by
 * the same counter, which is digits and lower-case letters only: `B8`, `--A15`. Capitals then
 * lower case cannot be read two ways, so no two identifiers meet.
 *
 * The client and server builds run apart, so the prefix is a pure function of the file's path: its
 * place in the list below, then among the project's other `.css.ts` files in sorted order. A file
 * outside the project (a package's styles) keeps vanilla-extract's hash, which has lower-case
 * letters or digits before its counter and so meets no prefix here.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import hash from "@emotion/hash";

/** The files whose identifiers pages repeat most (measured on home, category and product): one letter each. */
const FIRST = [
  "app/styles/theme.css.ts",
  "app/components/product/tile.css.ts",
  "app/components/menu/mega-menu.css.ts",
  "app/components/ui/button.css.ts",
  "app/components/shell/header.css.ts",
  "app/components/cart/tile-actions.css.ts",
  "app/components/catalog/filters.css.ts",
  "app/components/shell/footer.css.ts",
  "app/components/ui/price.css.ts",
  "app/components/reviews/reviews.css.ts",
  "app/components/carousel/carousel.css.ts",
  "app/components/menu/main-menu.css.ts",
  "app/components/product-page/product-page.css.ts",
  "app/components/menu/preferences.css.ts",
  "app/components/compare/compare.css.ts",
  "app/components/search/header-search.css.ts",
  "app/components/home/sliders.css.ts",
  "app/components/wishlist/wishlist.css.ts",
  "app/components/layout/modules.css.ts",
  "app/components/home/newsletter.css.ts",
  "app/components/ui/badge.css.ts",
  "app/components/shell/breadcrumb.css.ts",
  "app/components/ui/controls.css.ts",
  "app/components/home/hero.css.ts",
  "app/components/catalog/catalog.css.ts",
  "app/components/ui/section.css.ts",
];

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** 0 → A … 25 → Z, 26 → AA, 27 → AB …: one letter for the first 26 files, two for the next 676. */
export function prefixOf(index: number): string {
  if (index < LETTERS.length) return LETTERS[index]!;
  const rest = index - LETTERS.length;
  if (rest >= LETTERS.length * LETTERS.length) throw new Error("short-identifiers: more than 702 style files");
  return LETTERS[Math.floor(rest / LETTERS.length)]! + LETTERS[rest % LETTERS.length]!;
}

/** The project's `.css.ts` files, relative to `root` with forward slashes, in prefix order. */
export function styleFiles(root: string): string[] {
  const found = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((file) => `app/${file.split("\\").join("/")}`)
    .filter((file) => file.endsWith(".css.ts"))
    .sort();
  return [...FIRST.filter((file) => found.includes(file)), ...found.filter((file) => !FIRST.includes(file))];
}

interface IdentParams {
  hash: string;
  filePath: string;
  debugId?: string;
  packageName?: string;
}

/** vanilla-extract's `identifiers` option: the file's prefix and vanilla-extract's own counter. */
export function shortIdentifiers(root: string): (params: IdentParams) => string {
  const prefixes = new Map(styleFiles(root).map((file, index) => [file, prefixOf(index)]));
  return ({ hash: identifier, filePath, packageName }) => {
    const prefix = prefixes.get(filePath);
    // vanilla-extract's identifier is the hash of its file scope followed by the counter.
    const fileHash = hash(packageName ? `${packageName}${filePath}` : filePath);
    if (!prefix || !identifier.startsWith(fileHash)) return /^\d/.test(identifier) ? `_${identifier}` : identifier;
    return prefix + identifier.slice(fileHash.length);
  };
}
