/**
 * The shopper's cookies for the commerce API (OpenCart's OCSESSID, or whatever a real server sets).
 * The storefront keeps them in its signed session cookie, sends them with every API call and
 * takes in every Set-Cookie the API answers with. Attributes are not kept: the jar lives exactly
 * as long as the storefront session.
 *
 * A jar that may not start a session (a visitor without one, reading pages) ignores the cookies
 * the API hands out: a store answers every cookie-less call with a new session cookie, and keeping
 * it would give every crawler hit a session (docs/decisions/121-lazy-sessions.md).
 */
export type CookieValues = Record<string, string>;

export class ApiCookieJar {
  private values: Map<string, string>;
  private changed = false;

  constructor(
    initial: CookieValues = {},
    private readonly mayStartSession = true,
  ) {
    this.values = new Map(Object.entries(initial));
  }

  /** True when the API's next cookie would start this shopper's session (the jar is empty and may take one). */
  get startsSession(): boolean {
    return this.isEmpty && this.mayStartSession;
  }

  /** True while the jar holds no cookie: the API does not know this shopper. */
  get isEmpty(): boolean {
    return this.values.size === 0;
  }

  /** The Cookie header to send, or undefined when the jar is empty. */
  header(): string | undefined {
    if (!this.values.size) return undefined;
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Applies Set-Cookie lines: stores new values, drops cookies the API expires. */
  capture(setCookieLines: readonly string[]): void {
    if (this.isEmpty && !this.mayStartSession) return;
    for (const line of setCookieLines) {
      const parsed = parseSetCookie(line);
      if (!parsed) continue;
      if (parsed.expired) {
        if (this.values.delete(parsed.name)) this.changed = true;
      } else if (this.values.get(parsed.name) !== parsed.value) {
        this.values.set(parsed.name, parsed.value);
        this.changed = true;
      }
    }
  }

  /** True once a capture changed what the jar holds (the storefront cookie must be rewritten). */
  get hasChanged(): boolean {
    return this.changed;
  }

  toJSON(): CookieValues {
    return Object.fromEntries(this.values);
  }
}

export interface ParsedSetCookie {
  name: string;
  value: string;
  expired: boolean;
}

export function parseSetCookie(line: string, now = Date.now()): ParsedSetCookie | null {
  const [pair = "", ...attributes] = line.split(";");
  const separator = pair.indexOf("=");
  if (separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  let expired = value === "" || value === "deleted";
  for (const attribute of attributes) {
    const [key = "", ...rest] = attribute.split("=");
    const attrValue = rest.join("=").trim();
    const lower = key.trim().toLowerCase();
    if (lower === "max-age" && Number(attrValue) <= 0) expired = true;
    if (lower === "expires") {
      const time = Date.parse(attrValue);
      if (!Number.isNaN(time) && time <= now) expired = true;
    }
  }
  return { name, value, expired };
}
