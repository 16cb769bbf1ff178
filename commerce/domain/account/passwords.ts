/**
 * Password hashes (bcrypt, cost 10: docs/decisions/005-password-hashing.md), made and checked in a
 * small pool of worker threads (docs/decisions/272-password-hashing-in-worker-threads.md): about
 * 70 ms of CPU each, which on the API's own thread held up every other request meanwhile (40
 * sign-ins at once stalled product pages for seconds). At most `API_HASH_THREADS` run at once, in
 * the whole process; up to `MAX_WAITING_PER_THREAD` per thread wait their turn, and past that a
 * sign-in is told the store is busy instead of joining a queue it would time out in.
 */
import { availableParallelism } from "node:os";
import Tinypool from "tinypool";
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

function hashingPool(): Tinypool {
  if (!pool) {
    const threads = hashThreadsFromEnv();
    pool = new Tinypool({
      filename: new URL("./password-worker.mjs", import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: threads * MAX_WAITING_PER_THREAD,
      idleTimeout: IDLE_THREAD_MS,
    });
  }
  return pool;
}

async function run<T>(name: "hash" | "verify", task: Record<string, unknown>): Promise<T> {
  const hashing = hashingPool();
  if (hashing.queueSize >= hashing.options.maxQueue) throw new HashingBusyError();
  return (await hashing.run(task, { name })) as T;
}

export const hashPassword = (password: string): Promise<string> => run("hash", { password, cost: BCRYPT_COST });

export const verifyPassword = (password: string, hash: string): Promise<boolean> => run("verify", { password, hash });
