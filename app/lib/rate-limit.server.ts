/**
 * Rate limits on the forms worth abusing (docs/decisions/133-rate-limits.md): sign-in failures per
 * account and per address, and per address the sign-ups, reviews, contact messages, return
 * requests and refused coupon codes. One counter store for all web processes:
 * PostgreSQL when DATABASE_URL is set (several servers), else the supervisor's memory over the
 * cluster's IPC (the web processes of one server), else this process's memory (development).
 * A store that fails lets the request through (logged): a limit must not take the shop down.
 */
import cluster from "node:cluster";
import pg from "pg";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import { ATTEMPT_RULES, attemptLimitMessage, type AttemptKind, type AttemptRule } from "@config/attempt-limits";
import { limitKeyOf } from "@config/client-address";
import { getEnv } from "./env.server";
import { opsEvents } from "./ops-events.server";

type Rule = AttemptRule;

const HOUR = 60 * 60;

/** What each limit counts (the table shared with the API); the decision record explains the numbers. */
export const RATE_RULES = ATTEMPT_RULES;

export type RateKind = AttemptKind;

/** Said on the page (docs/product has no text for it): what happened and how long to wait. */
export const rateLimitMessage = attemptLimitMessage;

/** A refused attempt: what to tell the shopper, and the Retry-After header. */
export interface RateLimited {
  message: string;
  retryAfterSeconds: number;
  headers: { "Retry-After": string };
}

function limited(kind: RateKind, msBeforeNext: number): RateLimited {
  opsEvents.emit("rateLimited", kind);
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return { message: rateLimitMessage(kind, retryAfterSeconds), retryAfterSeconds, headers: { "Retry-After": String(retryAfterSeconds) } };
}

let pool: pg.Pool | undefined;
const limiters = new Map<RateKind, RateLimiterAbstract | null>();

/** The counter for `kind`, built on first use; null when limits are off (RATE_LIMIT_FACTOR=0). */
function limiterFor(kind: RateKind): RateLimiterAbstract | null {
  if (limiters.has(kind)) return limiters.get(kind) ?? null;
  const rule: Rule = RATE_RULES[kind];
  const points = Math.round(rule.points * getEnv().rateLimitFactor);
  const limiter = points > 0 ? buildLimiter(`lumen-${kind}`, points, rule.seconds) : null;
  limiters.set(kind, limiter);
  return limiter;
}

/** A counter shared by the web processes: in PostgreSQL with DATABASE_URL, else over the cluster's IPC (or in memory). */
function buildLimiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration };
  if (getEnv().databaseUrl) {
    if (!pool) {
      pool = new pg.Pool({ connectionString: getEnv().databaseUrl, max: 2 });
      // An idle client whose server went away (a PostgreSQL restart) reports here; unhandled, it
      // would end the process. The pool connects afresh on its next use.
      pool.on("error", (error) => console.error(`[rate limit] PostgreSQL connection lost: ${error.message}`));
    }
    // The memory limiter stands in while PostgreSQL cannot be reached.
    const store: RateLimiterStoreAbstract = new RateLimiterPostgres(
      {
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: "storefront_rate_limit",
        clearExpiredByTimeout: true,
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error) => {
        if (error) console.error(`[rate limit] ${keyPrefix}: could not prepare its table: ${error.message}`);
      },
    );
    return store;
  }
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: 1_000 });
  return new RateLimiterMemory(options);
}

let formTokens: RateLimiterAbstract | undefined;

/**
 * One-time form tokens (a double click, three quick plain posts): true the first time `key` is
 * claimed within an hour, false after. Not a rate limit, so RATE_LIMIT_FACTOR does not touch it; a
 * counter store that fails lets the post through rather than lose it.
 */
export async function claimOnce(key: string): Promise<boolean> {
  formTokens ??= buildLimiter("lumen-form-token", 1, HOUR);
  try {
    await formTokens.consume(key);
    return true;
  } catch (answer) {
    if (answer instanceof RateLimiterRes) return false;
    storeFailed("form token", answer);
    return true;
  }
}

/** Gives a claimed key back (its post failed: the shopper may send the same form again). */
export async function releaseOnce(key: string): Promise<void> {
  await formTokens?.delete(key).catch((error: unknown) => storeFailed("form token", error));
}

/** A store failure is logged and ignored; RateLimiterRes (over the allowance) is the store's answer. */
function storeFailed(kind: string, error: unknown): undefined {
  console.error(`[rate limit] ${kind}: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
}

/** Counts one attempt; the refusal when `key` had none left. */
export async function countAttempt(kind: RateKind, key: string): Promise<RateLimited | undefined> {
  const limiter = limiterFor(kind);
  if (!limiter) return undefined;
  try {
    await limiter.consume(key);
    return undefined;
  } catch (answer) {
    if (answer instanceof RateLimiterRes) return limited(kind, answer.msBeforeNext);
    return storeFailed(kind, answer);
  }
}

/** For limits that count failures only: the refusal when `key` has used up its allowance. */
export async function checkFailures(kind: RateKind, key: string): Promise<RateLimited | undefined> {
  const limiter = limiterFor(kind);
  if (!limiter) return undefined;
  try {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? limited(kind, state.msBeforeNext) : undefined;
  } catch (error) {
    return storeFailed(kind, error);
  }
}

/**
 * Sign-in's refusal, if any: the address's failures first; an account past its allowance still
 * takes a try from an address that has none, so a stranger guessing cannot lock its owner out
 * (docs/decisions/256-api-attempt-limits.md).
 */
export async function checkLogin(account: string, address: string): Promise<RateLimited | undefined> {
  const byAddress = await checkFailures("loginAddress", address);
  if (byAddress) return byAddress;
  const byAccount = await checkFailures("loginAccount", account);
  if (!byAccount) return undefined;
  const failures = await limiterFor("loginAddress")
    ?.get(address)
    .catch((error: unknown) => storeFailed("loginAddress", error));
  return failures && failures.consumedPoints > 0 ? byAccount : undefined;
}

/** Counts one failure (a wrong password, a refused code). */
export async function countFailure(kind: RateKind, key: string): Promise<void> {
  const limiter = limiterFor(kind);
  if (!limiter) return;
  await limiter.consume(key).catch((answer: unknown) => (answer instanceof RateLimiterRes ? undefined : storeFailed(kind, answer)));
}

/** Forgets `key`'s failures (a correct password). */
export async function forgetFailures(kind: RateKind, key: string): Promise<void> {
  const limiter = limiterFor(kind);
  if (!limiter) return;
  await limiter.delete(key).catch((error: unknown) => storeFailed(kind, error));
}

/**
 * The visitor's address, as the server established it (server/request-guards.ts: the socket's, or
 * a trusted proxy's X-Forwarded-For): the pipeline replaces whatever the visitor sent.
 */
export function visitorAddress(request: Request): string {
  return request.headers.get("x-forwarded-for") ?? "unknown";
}

/** Who the limits count for this request: the visitor's address, an IPv6 one by its /64 (decision 273). */
export function clientOf(request: Request): string {
  return limitKeyOf(visitorAddress(request));
}

/** Counts one attempt of `kind` from the request's address. */
export const countAttemptFrom = (kind: RateKind, request: Request) => countAttempt(kind, clientOf(request));
