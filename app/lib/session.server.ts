/**
 * The storefront's own cookie: signed, httpOnly, SameSite=Lax, Secure in production. It holds the
 * shopper's API cookies (the API knows a shopper only by those) and one-time toast messages.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { CookieValues } from "./api/cookie-jar";
import { getEnv } from "./env.server";
import type { Toast } from "./toast";

export interface SessionData {
  /** The API's cookies for this shopper; present (possibly empty) once the API session was started. */
  api: CookieValues;
}

export interface FlashData {
  toast: Toast;
}

export type StorefrontSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE_NAME = "lumen_session";
const THIRTY_DAYS = 60 * 60 * 24 * 30;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      path: "/",
      maxAge: THIRTY_DAYS,
      secrets: env.sessionSecrets,
    },
  });
}

export function sessionStorage() {
  return (storage ??= createStorage());
}
