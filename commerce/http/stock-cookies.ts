/**
 * The cookies a real OpenCart 3.0.3.9 store sets (docs/decisions/220-stock-profile-as-recorded.md):
 * `OCSESSID=…; path=/` on every response, the same id again once the caller has one, and on a
 * caller's first request also `language` and `currency` for 30 days, with the port in `domain=`
 * as OpenCart writes it (invalid: a browser drops the attribute, a jar ignores it). The id is handed
 * out without writing a session row (the session stays lazy, docs/decisions/121-lazy-sessions.md).
 */
import type { ApiSession } from "@commerce/domain/session/session";
import { SESSION_COOKIE } from "@commerce/domain/session/session";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function stockSessionCookies(session: ApiSession, url: URL): string[] {
  const cookies = [`${SESSION_COOKIE}=${session.id}; path=/`];
  if (session.isNew) {
    const expires = new Date(Date.now() + THIRTY_DAYS * 1000).toUTCString();
    for (const [name, value] of [
      ["language", "en-gb"],
      ["currency", "USD"],
    ]) {
      cookies.push(`${name}=${value}; expires=${expires}; Max-Age=${THIRTY_DAYS}; path=/; domain=${url.host}`);
    }
  }
  return cookies;
}
