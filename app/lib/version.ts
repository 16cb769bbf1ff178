/** Version rules of docs/product: "1.0.0" by default, "0.0.1" when the API cannot say. */

export const FALLBACK_API_VERSION = "0.0.1";

/** Compares dotted numeric versions ("1.10.0" > "1.9.3"); missing or non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.trim().replace(/^v/i, "").split(/[.+-]/);
  const right = b.trim().replace(/^v/i, "").split(/[.+-]/);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (parseInt(left[i] ?? "0", 10) || 0) - (parseInt(right[i] ?? "0", 10) || 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The deprecated-API screen shows when the API is newer than the version this storefront was built for. */
export function isApiNewer(apiVersion: string, storefrontVersion: string): boolean {
  return compareVersions(apiVersion, storefrontVersion) > 0;
}

/** The deprecated-API screen's own route (docs/product leaves the path open). */
export const DEPRECATED_API_PATH = "/deprecated-api";
