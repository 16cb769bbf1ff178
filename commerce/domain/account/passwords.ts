/**
 * Password hashes (bcrypt, cost 10: docs/decisions/005-password-hashing.md), made and checked in a
 * small pool of worker threads (docs/decisions/272-password-hashing-in-worker-threads.md): about
 * 70 ms of CPU each, which on the API's own thread held up every other request meanwhile (40
 * sign-ins at once stalled product pages for seconds). At most `API_HASH_THREADS` run at once, in
 * the whole process. The whole sign-in, sign-up or password change around a hash takes its turn
 * too (`inPasswordTurn`): a crowd of them waits without its statements queueing in the database
 * ahead of everyone else's; up to `MAX_WAITING_PER_THREAD` per thread wait, and past that one is
 * told the store is busy instead of joining a queue it would time out in. One whose caller has
 * gone meanwhile does nothing.
 */
import { availableParallelism } from "node:os";
import pLimit, { type LimitFunction } from "p-limit";
import Tinypool from "tinypool";
import { CallerGone } from "@commerce/db/index";
import { UserError } from "@commerce/domain/errors";

export const BCRYPT_COST = 10;

/** How many sign-ins may wait for a thread, per thread (each waits about 70 ms per one ahead of it). */
const MAX_WAITING_PER_THREAD = 64;
/** An idle thread ends after this; the next hash starts one again (about 30 ms). Idle threads never keep the process alive. */
const IDLE_THREAD_MS = 60_000;

/** Every hashing thread is taken and the queue is full: try again in a few seconds. */
export class HashingBusyError extends UserError {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("The store is busy right now. Please try again in a moment.", "SERVICE_BUSY");
  }

  override get extensions() {
    return { code: this.code, retryAfter: this.retryAfterSeconds };
  }
}

/** API_HASH_THREADS, else one core in two (at least one, at most four): the rest serve requests. */
export function hashThreadsFromEnv(env = process.env): number {
  const text = env.API_HASH_THREADS?.trim();
  if (text) {
    const threads = Number(text);
    if (!Number.isInteger(threads) || threads < 1 || threads > 64)
      throw new Error(`API_HASH_THREADS must be a whole number from 1 to 64, not '${text}'.`);
    return threads;
  }
  return Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
}

let pool: Tinypool | undefined;
let turns: { threads: number; limit: LimitFunction } | undefined;

function hashingPool(): Tinypool {
  pool ??= new Tinypool({
    filename: new URL("./password-worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: hashThreadsFromEnv(),
    idleTimeout: IDLE_THREAD_MS,
  });
  return pool;
}

async function run<T>(name: "hash" | "verify", task: Record<string, unknown>): Promise<T> {
  return (await hashingPool().run(task, { name })) as T;
}

/**
 * Runs a sign-in, sign-up or password change (its attempt counting, its statements and its hash)
 * in its turn: two per hashing thread at once, so one thread hashes while the other's statements
 * run; up to MAX_WAITING_PER_THREAD per thread wait, and past that the store is busy.
 */
export function inPasswordTurn<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  if (!turns) {
    const threads = hashThreadsFromEnv();
    turns = { threads, limit: pLimit(2 * threads) };
  }
  if (turns.limit.pendingCount >= turns.threads * MAX_WAITING_PER_THREAD) return Promise.reject(new HashingBusyError());
  return turns.limit(() => {
    if (signal?.aborted) throw new CallerGone("The caller went away before its turn");
    return work();
  });
}

export const hashPassword = (password: string): Promise<string> => run("hash", { password, cost: BCRYPT_COST });

export const verifyPassword = (password: string, hash: string): Promise<boolean> => run("verify", { password, hash });
