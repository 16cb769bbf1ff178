/**
 * The shopper's cookies for the commerce API (OpenCart's OCSESSID, or whatever a real server sets).
 * The storefront keeps them in its signed session cookie, sends them with every API call and
 * takes in every Set-Cookie the API answers with. It sends them for as long as the storefront
 * session lives; of their attributes it keeps only what the hand-over to the store's own checkout
 * gives the browser again (HttpOnly, Path, the expiry: `CookieAttributes`), as set with the value.
 *
 * A jar that may not start a session (a visitor without one, reading pages) ignores the cookies
 * the API hands out: a store answers every cookie-less call with a new session cookie, and keeping
 * it would give every crawler hit a session (docs/decisions/121-lazy-sessions.md).
 */
export type CookieValues = Record<string, string>;

/** A cookie's attributes as the store set them, for those that have any besides `Path=/`. */
export interface CookieAttributes {
  httpOnly?: true;
  /** Other than "/". */
  path?: string;
  /** Epoch seconds; absent for a cookie that ends with the browser session. */
  expires?: number;
}

/** Attributes by cookie name, as the storefront session keeps them (only cookies that have some). */
export type CookieAttributeMap = Record<string, CookieAttributes>;

const sameAttributes = (a: CookieAttributes | undefined, b: CookieAttributes) =>
  Boolean(a?.httpOnly) === Boolean(b.httpOnly) && (a?.path ?? "/") === (b.path ?? "/");

export class ApiCookieJar {
  private values: Map<string, string>;
  private attributes: Map<string, CookieAttributes>;
  private changed = false;

  constructor(
    initial: CookieValues = {},
    private readonly mayStartSession = true,
    attributes: CookieAttributeMap = {},
  ) {
    this.values = new Map(Object.entries(initial));
    this.attributes = new Map(Object.entries(attributes));
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
        this.attributes.delete(parsed.name);
      } else if (this.values.get(parsed.name) !== parsed.value || !sameAttributes(this.attributes.get(parsed.name), parsed.attributes)) {
        // A value re-sent unchanged (OpenCart re-sends OCSESSID on every answer) changes nothing,
        // its expiry included: the storefront cookie is rewritten only for a real change.
        this.values.set(parsed.name, parsed.value);
        if (Object.keys(parsed.attributes).length) this.attributes.set(parsed.name, parsed.attributes);
        else this.attributes.delete(parsed.name);
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

  /** The kept attributes of the cookies held (only those that have some). */
  attributesJSON(): CookieAttributeMap {
    return Object.fromEntries([...this.attributes].filter(([name]) => this.values.has(name)));
  }
}

export interface ParsedSetCookie {
  name: string;
  value: string;
  expired: boolean;
  attributes: CookieAttributes;
}

export function parseSetCookie(line: string, now = Date.now()): ParsedSetCookie | null {
  const [pair = "", ...attributes] = line.split(";");
  const separator = pair.indexOf("=");
  if (separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  let expired = value === "" || value === "deleted";
  const kept: CookieAttributes = {};
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const [key = "", ...rest] = attribute.split("=");
    const attrValue = rest.join("=").trim();
    const lower = key.trim().toLowerCase();
    if (lower === "max-age" && /^-?\d+$/.test(attrValue)) maxAge = Number(attrValue);
    if (lower === "expires") {
      const time = Date.parse(attrValue);
      if (!Number.isNaN(time)) expires = time;
    }
    if (lower === "httponly") kept.httpOnly = true;
    if (lower === "path" && attrValue.startsWith("/") && attrValue !== "/") kept.path = attrValue;
  }
  // Max-Age wins over Expires (RFC 6265, 5.3).
  const ends = maxAge !== undefined ? now + maxAge * 1000 : expires;
  if (ends !== undefined) {
    if (ends <= now) expired = true;
    kept.expires = Math.floor(ends / 1000);
  }
  return { name, value, expired, attributes: kept };
}
