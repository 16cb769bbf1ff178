/**
 * The catalogue's version as this web process last saw it (docs/decisions/244-fresh-catalogue.md).
 *
 * The embedded API counts every change an anonymous page shows (a price, stock, a review, a product
 * or content page: commerce/db/migrations/010_catalogue_version.sql) in its database, which every
 * API process and container on one PostgreSQL shares, and answers it at `/api/catalogue-version`.
 * Each web process asks once a second, and at once after its own writes; when the number moves,
 * the caches that show the catalogue are emptied (the page cache, the data caches that follow it).
 * A remote store has no such number: a review posted through this process still empties its caches.
 */
import { getEnv } from "./env.server";

/** How often a web process asks: a change reaches every visitor within about this long. */
export const CATALOGUE_POLL_MS = 1_000;
/** A poll that takes longer is given up (the version stays; the next poll asks again). */
const POLL_TIMEOUT_MS = 2_000;

let storeVersion = "";
/** Changes this process made itself on a store that has no version to ask. */
let localChanges = 0;
const listeners = new Set<() => void>();
let polling: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<void> | undefined;

/** The version now: every cached page or answer that shows the catalogue is keyed on it. */
export function catalogueVersion(): string {
  return `${storeVersion}.${localChanges}`;
}

/** `listener` runs whenever the version moves (a cache empties itself). */
export function onCatalogueChange(listener: () => void): void {
  listeners.add(listener);
}

function moved(): void {
  for (const listener of listeners) listener();
}

/** The embedded API's version address, or undefined for a remote store. */
function versionUrl(): string | undefined {
  const env = getEnv();
  return env.embeddedApi ? env.apiUrl.replace(/\/api\/graphql$/, "/api/catalogue-version") : undefined;
}

/** Asks the API for its version now (one question at a time); a failure keeps the version known. */
export function checkCatalogue(): Promise<void> {
  const url = versionUrl();
  if (!url) return Promise.resolve();
  inFlight ??= fetch(url, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) })
    .then(async (answer) => {
      const text = answer.ok ? (await answer.text()).trim() : "";
      if (/^\d+$/.test(text) && text !== storeVersion) {
        storeVersion = text;
        moved();
      }
    })
    .catch(() => undefined)
    .finally(() => (inFlight = undefined));
  return inFlight;
}

/** Starts asking once a second (idempotent; the timer does not keep the process alive). */
export function watchCatalogue(): void {
  if (polling || !versionUrl()) return;
  const next = () => {
    polling = setTimeout(() => void checkCatalogue().finally(next), CATALOGUE_POLL_MS);
    polling.unref();
  };
  void checkCatalogue();
  next();
}

/** Asks again after this process wrote to the store (a poll sent before the write may answer the old number). */
export async function checkCatalogueAfterWrite(): Promise<void> {
  await inFlight;
  return checkCatalogue();
}

/**
 * This process has just changed the catalogue (a review was posted): its own caches move at once,
 * whatever the store; the other processes see it at their next poll.
 */
export async function catalogueChangedHere(): Promise<void> {
  if (versionUrl()) return checkCatalogueAfterWrite();
  localChanges += 1;
  moved();
}
