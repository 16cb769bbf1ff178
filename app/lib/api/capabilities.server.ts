/**
 * What the store offers beyond the VueFront contract (decision 165): learned by one probe at the
 * first request and again with the version check's period, kept per process. A stock VueFront
 * module answers the probe with validation errors; the storefront then sends every document's stock
 * variant (stock-documents.server.ts) and hides what needs the extensions.
 */
import { CommerceApiError } from "./errors";
import { StoreExtensionsProbeDocument } from "./queries.server";

/** What the probe needs of the API client (client.server.ts, which asks here: no import back). */
interface ProbeClient {
  requestAsWritten(document: typeof StoreExtensionsProbeDocument): Promise<unknown>;
}

export interface StoreCapabilities {
  /**
   * The documented extensions (commerce/schema/extensions.graphql): stock levels, price and range
   * filters, featured products, cart lines' prices and totals, order history, option prices.
   */
  extensions: boolean;
}

/** Until a probe answers, the store is taken to have the extensions (the embedded API has them). */
const FULL: StoreCapabilities = { extensions: true };
const STOCK: StoreCapabilities = { extensions: false };
const TTL_MS = 5 * 60_000;
const VALIDATION_ERROR = /Cannot query field|Unknown argument|Unknown type/;

let cached: { value: StoreCapabilities; expiresAt: number } | undefined;
let inFlight: Promise<StoreCapabilities> | undefined;

/** Asks the store now; a call that fails for another reason keeps what was known for 30 s (else assumes the extensions, uncached). */
export async function probeCapabilities(client: ProbeClient): Promise<StoreCapabilities> {
  const known = cached?.value ?? FULL;
  try {
    await client.requestAsWritten(StoreExtensionsProbeDocument);
    cached = { value: FULL, expiresAt: Date.now() + TTL_MS };
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql" && VALIDATION_ERROR.test(error.detail)) {
      cached = { value: STOCK, expiresAt: Date.now() + TTL_MS };
    } else if (cached && !(error instanceof CommerceApiError && error.kind === "aborted")) {
      // Known before: kept a while. Never known (the API still starting): asked again on the next call.
      cached = { value: known, expiresAt: Date.now() + 30_000 };
    }
  }
  return cached?.value ?? known;
}

/** The cached capabilities, probed through `client` when stale (one probe however many ask at once). */
export async function storeCapabilities(client: ProbeClient): Promise<StoreCapabilities> {
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  inFlight ??= probeCapabilities(client).finally(() => (inFlight = undefined));
  return inFlight;
}

/** Tests start from an empty cache. */
export function resetCapabilitiesCache(): void {
  cached = undefined;
  inFlight = undefined;
}
