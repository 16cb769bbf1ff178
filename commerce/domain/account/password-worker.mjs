/**
 * The worker thread that hashes and checks passwords (commerce/domain/account/passwords.ts,
 * docs/decisions/272-password-hashing-in-worker-threads.md): bcrypt is CPU work of about 70 ms a
 * time, done here so the API's event loop stays free for every other request. Plain JavaScript, so
 * that the production build, the tests and `npm run dev` all start it as it is.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import bcrypt from "bcryptjs";

/**
 * This thread gives way to the process's event loop and the web processes: on Linux a thread has a
 * niceness of its own (its id from /proc/thread-self). Sign-ins wait a little longer under load;
 * pages do not wait for sign-ins. Elsewhere the thread keeps the process's priority.
 */
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
} catch {
  // No /proc, or not allowed: the default priority.
}

/** @param {{ password: string, cost: number }} task */
export function hash({ password, cost }) {
  return bcrypt.hashSync(password, cost);
}

/** @param {{ password: string, hash: string }} task */
export function verify({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
