/**
 * Attempt limits at the API, where every caller passes (docs/decisions/256-api-attempt-limits.md):
 * sign-in, sign-up, reviews, contact messages, return requests, coupon codes and uploads, counted
 * per address (and sign-in per account too) in rate-limiter-flexible's PostgreSQL counters, kept in
 * the store's own database (PGlite or PostgreSQL), so every API process shares them. An attempt is
 * counted before it runs, so parallel attempts cannot slip past; one that succeeds where only
 * failures matter (a right password, a code that applies) is given back.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Queryable } from "@commerce/db/index";
import { UserError } from "@commerce/domain/errors";
import { ATTEMPT_RULES, attemptLimitMessage, type AttemptKind } from "@config/attempt-limits";

export { ATTEMPT_RULES, type AttemptKind } from "@config/attempt-limits";

/** A refused attempt: a GraphQL error with code RATE_LIMITED and the wait, a 429 on the index routes. */
export class RateLimitedError extends UserError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, "RATE_LIMITED");
  }

  override get extensions() {
    return { code: this.code, retryAfter: this.retryAfterSeconds };
  }
}

function refusal(kind: AttemptKind, msBeforeNext: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new RateLimitedError(attemptLimitMessage(kind, seconds), seconds);
}

/** One counted attempt: `succeeded` gives it back where only failures count; `giveBack` always. */
export interface Attempt {
  succeeded(): Promise<void>;
  giveBack(): Promise<void>;
}

export interface AttemptLimits {
  /**
   * Counts one attempt of `kind` from `client` (or `points` of it: a byte budget counts kilobytes);
   * throws RateLimitedError when not that much is left.
   */
  count(kind: AttemptKind, client: string, points?: number): Promise<Attempt>;
  /**
   * One sign-in attempt: the address's allowance first, then the account's. An account whose
   * allowance is used up still takes a try from an address with no failed or pending attempt, so
   * a stranger guessing cannot lock its owner out.
   */
  login(client: string, email: unknown): Promise<Attempt>;
  /** Gives one attempt of `kind` back to `client` (a card order paid later, in another request). */
  giveBack(kind: AttemptKind, client: string): Promise<void>;
}

/**
 * The store's Queryable as the client rate-limiter-flexible's PostgreSQL limiter drives (it sends
 * `{text, values, name}` and reads `rows` and `rowCount`).
 */
function storeClient(db: Queryable) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const { rows } = await db.query(text, values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}

/** Kinds that count what is held rather than tries: a refusal gives its points back. */
const REFUSALS_HOLD_NOTHING = new Set<AttemptKind>(["unpaidCardOrder", "uploadKilobytes", "guestUploadKilobytes"]);

/** `factor` multiplies every allowance (RATE_LIMIT_FACTOR); 0 turns the limits off. */
export function attemptLimits(db: Queryable, factor: number): AttemptLimits {
  const limiters = new Map<AttemptKind, RateLimiterAbstract | null>();
  const limiterFor = (kind: AttemptKind) => {
    if (!limiters.has(kind)) {
      const rule = ATTEMPT_RULES[kind];
      const points = Math.round(rule.points * factor);
      const options = { keyPrefix: `api-${kind}`, points, duration: rule.seconds };
      limiters.set(
        kind,
        points > 0
          ? new RateLimiterPostgres({
              ...options,
              storeClient: storeClient(db),
              storeType: "pool",
              tableName: "api_attempt",
              tableCreated: true,
              // While the database fails, a limit in memory stands in: it must not let everyone through.
              insuranceLimiter: new RateLimiterMemory(options),
            })
          : null,
      );
    }
    return limiters.get(kind) ?? null;
  };

  const consume = async (kind: AttemptKind, key: string, points = 1): Promise<RateLimiterRes | null> => {
    const limiter = limiterFor(kind);
    if (!limiter) return null;
    try {
      return await limiter.consume(key, points);
    } catch (answer) {
      if (!(answer instanceof RateLimiterRes)) throw answer;
      // What these count is held (bytes stored, orders waiting): a refused one holds nothing.
      if (REFUSALS_HOLD_NOTHING.has(kind)) await limiter.reward(key, points).catch(() => {});
      throw refusal(kind, answer.msBeforeNext);
    }
  };
  const giveBack = (kind: AttemptKind, key: string) => async () => {
    await limiterFor(kind)
      ?.reward(key)
      .catch((error: unknown) => console.error(`[commerce api] giving back a ${kind} attempt failed:`, error));
  };
  const FAILURES_ONLY = new Set<AttemptKind>(["coupon", "passwordResetToken"]);

  return {
    async count(kind, client, points = 1) {
      await consume(kind, client, Math.max(1, Math.ceil(points)));
      const back = giveBack(kind, client);
      return { succeeded: FAILURES_ONLY.has(kind) ? back : async () => {}, giveBack: back };
    },

    giveBack: (kind, client) => giveBack(kind, client)(),

    async login(client, email) {
      const address = await consume("loginAddress", client);
      const account = String(email ?? "")
        .trim()
        .toLowerCase();
      try {
        await consume("loginAccount", account);
      } catch (error) {
        // This attempt is the address's only one counted: nothing failed from here, let it try.
        const clean = !address || address.consumedPoints <= 1;
        if (!(error instanceof RateLimitedError) || !clean) throw error;
      }
      const back = async () => {
        await Promise.all([giveBack("loginAddress", client)(), giveBack("loginAccount", account)()]);
      };
      return { succeeded: back, giveBack: back };
    },
  };
}
