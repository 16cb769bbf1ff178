/**
 * Is this the extension's answer? The REST-style routes (`index.php?route=api/...`: banners,
 * filters, menus, coupons, returns) are the storefront's extension (commerce/rest); a stock store
 * answers them with something else: OpenCart its own admin API (`{"error":"Warning: You do not
 * have permission to access the API!"}`) or its HTML "page not found", WordPress a JSON 404
 * (`rest_no_route`), a misconfigured index URL a redirect or the home page. Such an answer means the
 * store has no such route: the feature is absent, said so honestly, never "invalid" nor a 500. A
 * route found absent is remembered per process (like the capabilities, decision 165) so that
 * pages do not ask again (docs/decisions/225-index-routes-honest.md).
 */
import { CommerceApiError } from "./errors";
import { withoutPhpNotices } from "./php-notices.server";

export interface IndexRouteAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** OpenCart's own order API refusing a caller without its API key: not the extension. */
const OPENCART_ADMIN_API = /permission to access the API/i;
/** As long as the capabilities are kept (capabilities.server.ts): a store's make-up is re-learnt with them. */
const TTL_MS = 5 * 60_000;
const OPENCART_ADMIN = "OpenCart's own admin API";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parsed(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(withoutPhpNotices(body)) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why `answer` is not the extension speaking (a reason for the log), or null when it may be: a JSON
 * success, or a JSON error the extension would give (`{error: "…"}` with 2xx or 4xx). `jsonOnly`:
 * the route answers JSON (every GET list, the coupon), so a page of HTML is not it either; the
 * return form's post reads other answers by the product's own rules (return-response.ts).
 */
export function notTheExtension(answer: IndexRouteAnswer, { jsonOnly }: { jsonOnly: boolean }): string | null {
  const { status } = answer;
  if (status >= 300 && status < 400) return `redirected (${status}): the index URL is not the extension's`;
  if (status === 404 || status === 405 || status === 501) return `answered ${status}: no such route`;
  // 5xx: the extension (or the store) failing, which is a failure, not an absence.
  if (status >= 500) return null;
  if (answer.body.trim() === "") return null;
  const json = parsed(answer.body);
  if (!json.ok) return jsonOnly && status < 300 ? `answered ${status} with ${answer.contentType ?? "no content type"}, not JSON` : null;
  const value = json.value;
  if (isRecord(value)) {
    if (typeof value.code === "string" && /^rest_/.test(value.code)) return `answered ${value.code}: a WordPress REST route`;
    const error = value.error;
    if (isRecord(error) || (typeof error === "string" && OPENCART_ADMIN_API.test(error))) {
      return `answered ${OPENCART_ADMIN} (permission refused)`;
    }
  }
  return null;
}

/** The route as remembered: without its query. */
const routeKey = (route: string) => route.split("&")[0]!;

/**
 * The routes that come only with the storefront's extension (commerce/rest): a store that answers
 * one of them as not the extension, other than OpenCart's own admin API, has none of them
 * (docs/decisions/370-cold-page-store-calls.md).
 */
const EXTENSION_ROUTES: ReadonlyMap<string, string> = new Map([
  ["api/banner", "banners"],
  ["api/filters", "the filter panel"],
  ["api/shapes", "the shapes menu"],
  ["api/colors", "the colours menu"],
  ["api/features", "the features menu"],
  ["api/coupon", "coupon codes"],
  ["api/coupon/remove", "coupon codes"],
  ["api/coupon/publicCoupon", "the promo strip"],
  ["api/return/listReturnReasons", "return requests"],
  ["api/return", "return requests"],
]);

/** What one store (one index URL) was found to lack, shared by the process's requests. */
interface StoreRoutes {
  absentUntil: Map<string, number>;
  /** Whether the store has the extension: known present for the process, or absent until a time. */
  extension: { present: true } | { present: false; until: number } | undefined;
  /** While the extension is not known: the one call that asks, which the others wait for. */
  asking: Promise<void> | undefined;
  /** What was said in the log already (each once per process). */
  told: Set<string>;
}

const stores = new Map<string, StoreRoutes>();

function storeRoutes(indexUrl: string): StoreRoutes {
  let store = stores.get(indexUrl);
  if (!store) {
    store = { absentUntil: new Map(), extension: undefined, asking: undefined, told: new Set() };
    stores.set(indexUrl, store);
  }
  return store;
}

const extensionAbsent = (store: StoreRoutes) => store.extension?.present === false && store.extension.until > Date.now();

/** True while `route` is known to be absent from the store at `indexUrl`. */
export function isRouteKnownAbsent(indexUrl: string, route: string): boolean {
  const store = storeRoutes(indexUrl);
  const key = routeKey(route);
  if (EXTENSION_ROUTES.has(key) && extensionAbsent(store)) return true;
  const until = store.absentUntil.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  store.absentUntil.delete(key);
  return false;
}

/**
 * Before a call to `route`: while nobody knows whether the store has the extension, the first of
 * its routes asked goes alone and the others wait for its answer, so that a store without it is
 * asked one route, not every route a cold page wants (decision 370). Returns what to call once the
 * call is over (answered or failed): the waiting calls then go on, or stop if the route is absent.
 */
export async function enterRoute(indexUrl: string, route: string): Promise<() => void> {
  const store = storeRoutes(indexUrl);
  if (!EXTENSION_ROUTES.has(routeKey(route)) || store.extension?.present === true || extensionAbsent(store)) return () => {};
  if (store.asking) {
    // One wait: if that call learnt nothing (it failed), this one asks for itself.
    await store.asking;
    return () => {};
  }
  let release = () => {};
  store.asking = new Promise<void>((done) => (release = done));
  return () => {
    store.asking = undefined;
    release();
  };
}

/** The store answered `route` as the extension: it has the extension. */
export function rememberRoutePresent(indexUrl: string, route: string): void {
  if (EXTENSION_ROUTES.has(routeKey(route))) storeRoutes(indexUrl).extension = { present: true };
}

/**
 * Remembers that the store at `indexUrl` lacks `route` for a while (until the next capability
 * probe's period) and, unless `reason` is OpenCart's own admin API, the whole extension when the
 * route is one of it. Logs the first time, at info: the store's make-up, not a failure (decisions 332, 370).
 */
export function rememberRouteAbsent(indexUrl: string, route: string, reason: string): void {
  const store = storeRoutes(indexUrl);
  const key = routeKey(route);
  const until = Date.now() + TTL_MS;
  store.absentUntil.set(key, until);
  const feature = EXTENSION_ROUTES.get(key);
  if (feature && !reason.includes(OPENCART_ADMIN)) {
    store.extension = { present: false, until };
    if (!store.told.has("extension")) {
      store.told.add("extension");
      console.info(
        `[commerce api] this store has no route=api/... extension (banners, filters, menus, coupons, returns): ` +
          `${key} ${reason}: the shop does without`,
      );
    }
    return;
  }
  if (store.told.has(key)) return;
  store.told.add(key);
  console.info(`[commerce api] this store has no ${key}${feature ? ` (${feature})` : ""}: it ${reason}: the shop does without`);
}

/** The error a call to an absent route throws: nothing the shopper did, nothing failing. */
export function routeAbsentError(route: string): CommerceApiError {
  return new CommerceApiError(`The store does not offer ${routeKey(route)}`, "unsupported");
}

/** True when `error` says the store has no such route (or operation): the feature is absent, not failing. */
export function isAbsent(error: unknown): boolean {
  return error instanceof CommerceApiError && error.kind === "unsupported";
}

/** Tests start from an empty memory. */
export function resetIndexRoutes(): void {
  stores.clear();
}
