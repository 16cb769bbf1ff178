/**
 * Which listing page a pathname is (id routes only; a keyword URL such as /eyeglasses says
 * nothing by itself). Used for the skeleton shown while one loads and for HTTP caching.
 */
export type ListingPageKind = "catalog" | "brands" | "brand" | "special";

const PATTERNS: readonly [RegExp, ListingPageKind][] = [
  [/^\/store\/category(?:\/[^/]+)?\/?$/, "catalog"],
  [/^\/store\/manufacturer\/?$/, "brands"],
  [/^\/store\/manufacturer\/[^/]+\/?$/, "brand"],
  [/^\/store\/special\/?$/, "special"],
];

export function listingPageKind(pathname: string): ListingPageKind | null {
  return PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
