/**
 * What every visitor's first page needs of the store beside its own data (the version the guard
 * checks, the currencies and languages a visitor without a session sees, every category's id),
 * asked in one call and kept five minutes, so that a cold page costs one store call for them, not
 * three (docs/decisions/370-cold-page-store-calls.md). Their users keep their own caches and rules
 * (version.server.ts, shopper-state, catalog/category-links.server.ts) and ask here when cold.
 * Asked in no shopper's name: the locales are a visitor's without a session.
 */
import type { CommerceClient } from "./client.server";
import type { CommerceApiError } from "./errors";
import type { StoreBasicsQuery } from "./generated/graphql";
import { StoreBasicsDocument } from "./queries.server";

/** Like the version check's and the menus' periods. */
const TTL_MS = 5 * 60_000;

export interface StoreBasics {
  data: Partial<StoreBasicsQuery>;
  /** The errors of the fields that failed (each user decides what a missing field means to it). */
  errors: CommerceApiError[];
}

let kept: { value: StoreBasics; expiresAt: number } | undefined;
let inFlight: Promise<StoreBasics> | undefined;

/** The store's basics, kept or asked through `client` (one call however many ask at once). Rejects when the call fails. */
export async function storeBasics(client: CommerceClient): Promise<StoreBasics> {
  if (kept && kept.expiresAt > Date.now()) return kept.value;
  inFlight ??= client
    .storeWide()
    .requestPartial(StoreBasicsDocument)
    .then((value) => {
      // An answer with a failed field is used by this request's users, not kept.
      if (value.errors.length === 0) kept = { value, expiresAt: Date.now() + TTL_MS };
      return value;
    })
    .finally(() => (inFlight = undefined));
  return inFlight;
}

/** `field` of the basics, or the error that took it (thrown): for users whose old call threw on any error. */
export async function storeBasic<K extends keyof StoreBasicsQuery>(client: CommerceClient, field: K): Promise<StoreBasicsQuery[K]> {
  const { data, errors } = await storeBasics(client);
  const failed = errors.find((error) => error.path?.[0] === field);
  if (failed) throw failed;
  const value = data[field];
  if (value === undefined) throw errors[0] ?? new Error(`The store's basics came without ${String(field)}`);
  return value;
}

/** Tests start from nothing kept. */
export function resetStoreBasics(): void {
  kept = undefined;
  inFlight = undefined;
}
