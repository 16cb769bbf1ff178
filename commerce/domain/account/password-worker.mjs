/**
 * The worker thread that hashes and checks passwords (commerce/domain/account/passwords.ts,
 * docs/decisions/272-password-hashing-in-worker-threads.md): bcrypt is CPU work of about 70 ms a
 * time, done here so the API's event loop stays free for every other request. Plain JavaScript, so
 * that the production build, the tests and `npm run dev` all start it as it is.
 */
import bcrypt from "bcryptjs";

/** @param {{ password: string, cost: number }} task */
export function hash({ password, cost }) {
  return bcrypt.hashSync(password, cost);
}

/** @param {{ password: string, hash: string }} task */
export function verify({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
