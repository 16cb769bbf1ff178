/**
 * The cookies a real OpenCart 3.0.3.9 store sets (docs/decisions/220-stock-profile-as-recorded.md):
 * `OCSESSID=…; path=/` on every response, the same id again once the caller has one, and on a
 * caller's first request also `language` and `currency` for 30 days, with the port in `domain=`
 * as OpenCart writes it (invalid: a browser drops the attribute, a jar ignores it). The id is handed
 * out without writing a session row (the session stays lazy, docs/decisions/121-lazy-sessions.md).
 * Like OpenCart's start-up, a `currency` cookie other than the session's currency when the request
 * came in is set again to the session's.
 */
import { readCookie, SESSION_COOKIE, type ApiSession } from "@commerce/domain/session/session";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** The session's currency when the request came in, when it differs from the `currency` cookie sent (read before handling). */
export async function staleCurrencyCookie(session: ApiSession, request: Request): Promise<string | undefined> {
  const sent = readCookie(request.headers.get("cookie"), "currency");
  if (!sent || session.isNew) return undefined;
  const { currency } = await session.get();
  return currency !== sent ? currency : undefined;
}

export function stockSessionCookies(session: ApiSession, url: URL, staleCurrency?: string): string[] {
  const cookies = [`${SESSION_COOKIE}=${session.id}; path=/`];
  const expires = new Date(Date.now() + THIRTY_DAYS * 1000).toUTCString();
  const lasting = (name: string, value: string) =>
    `${name}=${value}; expires=${expires}; Max-Age=${THIRTY_DAYS}; path=/; domain=${url.host}`;
  if (session.isNew) cookies.push(lasting("language", "en-gb"), lasting("currency", "USD"));
  else if (staleCurrency) cookies.push(lasting("currency", staleCurrency));
  return cookies;
}
