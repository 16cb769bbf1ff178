/**
 * The hand-over to the store's own checkout (docs/decisions/222-store-shipping-methods.md): a store
 * that lists no payment method over the API (both stock modules) takes the order on its own pages,
 * and those pages find the shopper's cart by the store's session cookies. The storefront holds
 * those cookies (app/lib/api/cookie-jar.ts) and gives them to the browser with a 303 to the
 * store's checkout link. Cookies reach the store only when its host shares cookies with the shop:
 * the same host name (cookies ignore ports), or both within STORE_COOKIE_DOMAIN. Pure, unit-tested.
 */
import type { CookieAttributeMap, CookieValues } from "~/lib/api/cookie-jar";

/**
 * The store's checkout link as a redirect target: an http(s) URL, else null. A path is the store's
 * own (`base`: where the store is; the embedded API answers paths when it does not know its origin).
 */
export function handoverTarget(link: string | null | undefined, base?: string): URL | null {
  if (!link) return null;
  try {
    // The module writes `&amp;` into some links (OpenCart's url->link): the address means `&`.
    const url = new URL(link.trim().replace(/&amp;/g, "&"), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** ".example.com" or "example.com" → "example.com" (lower case); null when empty. */
function bareDomain(domain: string | null | undefined): string | null {
  const bare = (domain ?? "").trim().toLowerCase().replace(/^\.+/, "");
  return bare || null;
}

/** True when `host` is `domain` or one of its sub-domains. */
export function isWithinDomain(host: string, domain: string | null | undefined): boolean {
  const bare = bareDomain(domain);
  const name = host.toLowerCase();
  return Boolean(bare) && (name === bare || name.endsWith(`.${bare}`));
}

export interface HandoverPlan {
  /** True when the browser would send the given cookies to the store's checkout. */
  usable: boolean;
  /** The Domain attribute to set (the shop's host is within it), else undefined. */
  domain: string | undefined;
}

/**
 * Whether cookies the shop sets reach the store's host: the same host name, or both hosts within
 * the cookie domain (a browser refuses a Domain the shop's own host is not within).
 */
export function handoverPlan(storeHost: string, shopHost: string, cookieDomain: string | null | undefined): HandoverPlan {
  const store = storeHost.toLowerCase().replace(/^\[|\]$/g, "");
  const shop = shopHost.toLowerCase().replace(/^\[|\]$/g, "");
  const domainApplies = isWithinDomain(shop, cookieDomain);
  const domain = domainApplies ? `.${bareDomain(cookieDomain)}` : undefined;
  return { usable: store === shop || (domainApplies && isWithinDomain(store, cookieDomain)), domain };
}

/** RFC 6265 token characters (a cookie name) and cookie-octets (a value, optionally quoted). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^("?)[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*\1$/;

/**
 * The Set-Cookie lines giving the browser the store's session: every cookie the storefront holds
 * for this shopper from the store, with the attributes the store gave it (docs/decisions/232-handover-cookie-attributes.md):
 * its Path (else `/`), HttpOnly where the store's is (WooCommerce's session; OpenCart's OCSESSID is
 * not), its expiry as what is left of it (none: ends with the browser, as OCSESSID does), then
 * SameSite=Lax, Secure when the shop is on https, and the configured Domain (never the store's own,
 * which OpenCart writes with a port). A cookie whose expiry has passed, one named like the
 * storefront's own (`reserved`) or one a header cannot carry is left out.
 */
export function handoverCookies(
  values: CookieValues,
  {
    domain,
    reserved = [],
    attributes = {},
    secure = false,
    now = Date.now(),
  }: {
    domain?: string | undefined;
    reserved?: readonly string[];
    attributes?: Readonly<CookieAttributeMap>;
    secure?: boolean;
    now?: number;
  } = {},
): string[] {
  return Object.entries(values).flatMap(([name, value]) => {
    if (!COOKIE_NAME.test(name) || !COOKIE_VALUE.test(value) || reserved.includes(name)) return [];
    const kept = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    const path = kept?.path && /^\/[\x21-\x3A\x3C-\x7E]*$/.test(kept.path) ? kept.path : "/";
    const parts = [`${name}=${value}`, `Path=${path}`];
    if (kept?.expires !== undefined) {
      const left = Math.floor(kept.expires - now / 1000);
      if (left <= 0) return [];
      parts.push(`Expires=${new Date(kept.expires * 1000).toUTCString()}`, `Max-Age=${left}`);
    }
    if (kept?.httpOnly) parts.push("HttpOnly");
    parts.push("SameSite=Lax");
    if (secure) parts.push("Secure");
    if (domain) parts.push(`Domain=${domain}`);
    return [parts.join("; ")];
  });
}
