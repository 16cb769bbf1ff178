/**
 * The version guard's data: the API's `version`, cached for five minutes so it is not a round trip
 * per request (a failed call counts as 0.0.1 and is retried after 30 seconds). Asked with the
 * store's other basics, in one call (docs/decisions/370-cold-page-store-calls.md).
 */
import type { CommerceClient } from "./api/client.server";
import { CommerceApiError } from "./api/errors";
import { resetStoreBasics, storeBasic } from "./api/store-basics.server";
import { storefrontApiVersion } from "./store-config";
import { FALLBACK_API_VERSION, isApiNewer } from "./version";

const SUCCESS_TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 30_000;

let cached: { version: string; expiresAt: number } | undefined;
let inFlight: Promise<string> | undefined;

export interface VersionAnswer {
  version: string;
  /** False when the call failed and `version` is the fallback. */
  answered: boolean;
}

/** Asks the API now; a failure answers the fallback version. Either way the answer is cached. */
export async function refreshApiVersion(client: CommerceClient): Promise<VersionAnswer> {
  try {
    const version = await storeBasic(client, "version");
    const value = version?.trim() || FALLBACK_API_VERSION;
    cached = { version: value, expiresAt: Date.now() + SUCCESS_TTL_MS };
    return { version: value, answered: true };
  } catch (error) {
    // A shopper who left says nothing about the API: only real failures are remembered.
    if (!(error instanceof CommerceApiError && error.kind === "aborted")) {
      cached = { version: FALLBACK_API_VERSION, expiresAt: Date.now() + FAILURE_TTL_MS };
    }
    return { version: FALLBACK_API_VERSION, answered: false };
  }
}

/** The cached version, refreshed through `client` when stale (one call however many ask at once). */
export async function apiVersion(client: CommerceClient): Promise<string> {
  if (cached && cached.expiresAt > Date.now()) return cached.version;
  inFlight ??= refreshApiVersion(client)
    .then((answer) => answer.version)
    .finally(() => (inFlight = undefined));
  return inFlight;
}

/** True when the API is newer than this storefront: every route shows the deprecated-API screen. */
export async function apiIsDeprecated(client: CommerceClient): Promise<boolean> {
  return isApiNewer(await apiVersion(client), storefrontApiVersion);
}

/** Tests start from an empty cache. */
export function resetApiVersionCache(): void {
  resetStoreBasics();
  cached = undefined;
  inFlight = undefined;
}
