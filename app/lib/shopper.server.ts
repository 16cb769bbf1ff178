/**
 * Everything one request knows about its shopper: the signed session, the API cookie jar in it and
 * an API client that carries those cookies. Created once per request by the server (before Remix
 * runs any loader) and handed to every loader and action as `context.shopper`; whatever changed is
 * written back once, onto the response.
 *
 * A visitor's API session starts lazily, at their first form post (docs/decisions/121-lazy-sessions.md):
 * reading pages never starts one and never sets a cookie, so anonymous pages can be shared by caches.
 */
import { createHash, randomUUID } from "node:crypto";
import { CommerceClient, type CallObserver } from "./api/client.server";
import { ApiCookieJar, type CookieAttributeMap } from "./api/cookie-jar";
import { checkCatalogueAfterWrite } from "./catalogue-version.server";
import { getEnv } from "./env.server";
import { visitorAddress } from "./rate-limit.server";
import { sessionStorage, type FlashData, type SessionData, type StorefrontSession } from "./session.server";
import type { Toast } from "./toast";

export class Shopper {
  readonly api: CommerceClient;
  private readonly cookies: ApiCookieJar;
  private sessionChanged = false;
  /** Set when this request may have changed the shopper's state on the store: the new state version (decision 128). */
  private newStateVersion: string | undefined;

  /** Per-request answers shared by the loaders that need them (the shopper's state, say). */
  private readonly memo = new Map<string, Promise<unknown>>();

  /** The request's own cookie header (the shop's cookies besides the session: a cart line's choices, decision 361). */
  private readonly requestCookies: string | null;
  /** The request came over HTTPS (or COOKIE_SECURE=always): the shop's cookies say Secure. */
  readonly secureCookies: boolean;
  /** Set-Cookie lines of the shop's own besides the session, for this response. */
  private readonly extraCookies: string[] = [];

  constructor(
    private readonly session: StorefrontSession,
    {
      signal,
      mayStartSession = false,
      observer,
      clientAddress,
      requestId,
      cookieHeader = null,
      secureCookies = false,
    }: {
      signal?: AbortSignal;
      mayStartSession?: boolean;
      observer?: CallObserver;
      clientAddress?: string;
      requestId?: string;
      cookieHeader?: string | null;
      secureCookies?: boolean;
    } = {},
  ) {
    this.requestCookies = cookieHeader;
    this.secureCookies = secureCookies;
    const env = getEnv();
    this.cookies = new ApiCookieJar(session.get("api") ?? {}, mayStartSession, session.get("apiAttributes") ?? {});
    const token = {
      get value() {
        return session.get("storeToken");
      },
      drop: () => this.keepStoreToken(undefined),
    };
    const config = { apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs, clientSecret: env.apiClientSecret };
    const deadline = Date.now() + env.apiTimeoutMs;
    this.api = new CommerceClient(config, {
      cookies: this.cookies,
      token,
      signal,
      observer,
      clientAddress,
      requestId,
      deadline,
      onWrite: () => this.stateChanged(),
    });
    this.detached = () =>
      new CommerceClient(config, { cookies: new ApiCookieJar({}, true), signal, observer, clientAddress, requestId, deadline });
  }

  /**
   * A client for this request's calls outside the shopper's store session (no cookies, no token):
   * what another browser would get, e.g. to try a password without touching the shopper's sign-in.
   */
  readonly detached: () => CommerceClient;

  /**
   * Names this shopper's state on the store as it is now, for the brief cache of that state
   * (app/lib/shopper-state/shopper-state.server.ts, decision 128): a digest of the store session's cookies (which no
   * other shopper holds), the store token if any (a WordPress customer may have no cookie at all)
   * and the state version in the signed cookie, which every call that may change that state
   * replaces. Undefined without a store session. The token enters only the digest.
   */
  get stateKey(): string | undefined {
    return this.digest(this.newStateVersion ?? this.session.get("stateVersion") ?? "");
  }

  /**
   * Names the store session alone, whatever its state version: what a guess about the shopper made
   * on an earlier page is kept by (their locale, their checkout's country), to ask the store in
   * parallel before the state answers. Undefined without a store session.
   */
  get sessionKey(): string | undefined {
    return this.digest(null);
  }

  private digest(version: string | null): string | undefined {
    const cookies = this.cookies.header();
    const token = this.session.get("storeToken");
    if (!cookies && !token) return undefined;
    return createHash("sha256")
      .update(`${cookies ?? ""}\n${token ?? ""}${version == null ? "" : `\n${version}`}`)
      .digest("base64url");
  }

  /**
   * Keeps the token the store signed the customer in with (the login result is token plus customer:
   * the token first), or forgets it (sign-out, or the store no longer takes it). OpenCart and the
   * embedded API answer no token: nothing is kept (docs/decisions/223-store-token-sign-in.md).
   */
  keepStoreToken(token: string | null | undefined): void {
    const current = this.session.get("storeToken");
    if ((token || undefined) === current) return;
    if (token) this.session.set("storeToken", token);
    else this.session.unset("storeToken");
    this.sessionChanged = true;
    // Signed in or out: whatever was kept of the shopper's state is someone else's now.
    this.stateChanged();
  }

  /** This request sends something that may change the shopper's state: what was kept of it no longer counts. */
  stateChanged(): void {
    this.newStateVersion = randomUUID().slice(0, 8);
    this.memo.delete("shopper-state");
    // A write may have moved the catalogue too (an order takes stock): this process looks at once.
    void checkCatalogueAfterWrite();
  }

  /**
   * The store's cookies held for this shopper (its session: OCSESSID, wp_woocommerce_session_…),
   * for the hand-over to the store's own checkout (app/lib/checkout/handover.ts). Never logged.
   */
  storeCookies(): Readonly<Record<string, string>> {
    return this.cookies.toJSON();
  }

  /** Those cookies' attributes as the store set them (HttpOnly, Path, expiry), for the same hand-over. */
  storeCookieAttributes(): Readonly<CookieAttributeMap> {
    return this.cookies.attributesJSON();
  }

  /** True once the API knows this shopper (it set a cookie at an earlier form post, or signed them in with a token). */
  get hasApiSession(): boolean {
    return !this.cookies.isEmpty || this.signedInByToken;
  }

  /**
   * True when the store signed this shopper in with a token (WordPress): the sign-in, and on such a
   * store the cart that went with it, live in a header the browser never sends to the store's own pages.
   */
  get signedInByToken(): boolean {
    return Boolean(this.session.get("storeToken"));
  }

  /** `load()`'s answer, asked once per request however many loaders want it. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let answer = this.memo.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      this.memo.set(key, answer);
    }
    return answer;
  }

  /** The one-time toast, if any; reading it consumes it. */
  takeToast(): Toast | undefined {
    const toast = this.session.get("toast");
    if (toast) this.sessionChanged = true;
    return toast;
  }

  /** Shows `toast` on the next page this shopper sees (post/redirect/get). */
  flashToast(toast: Toast): void {
    this.session.flash("toast", { ...toast, id: randomUUID().slice(0, 8) });
    this.sessionChanged = true;
  }

  /** A one-time value for the next page this shopper sees (post/redirect/get), like the toast. */
  flash<K extends Exclude<keyof FlashData, "toast">>(key: K, value: FlashData[K]): void {
    this.session.flash(key, value);
    this.sessionChanged = true;
  }

  /** A one-time value, if any; reading it consumes it. */
  takeFlash<K extends Exclude<keyof FlashData, "toast">>(key: K): FlashData[K] | undefined {
    const value = this.session.get(key) as FlashData[K] | undefined;
    if (value !== undefined) this.sessionChanged = true;
    return value;
  }

  /**
   * The token the store signed this shopper in with (WordPress), for the store's order API, whose
   * calls must carry it too (docs/decisions/365-woocommerce-store-api-orders.md). Never logged.
   */
  storeTokenForOrders(): string | null {
    return this.session.get("storeToken") ?? null;
  }

  /** Storefront-side state of this shopper kept in the signed cookie (not the API's cookies). */
  getValue<K extends Exclude<keyof SessionData, "api" | "apiAttributes" | "storeToken">>(key: K): SessionData[K] {
    return this.session.get(key) as SessionData[K];
  }

  /** Stores (or, with undefined, forgets) storefront-side state of this shopper. */
  setValue<K extends Exclude<keyof SessionData, "api" | "apiAttributes" | "storeToken">>(key: K, value: SessionData[K] | undefined): void {
    if (value === undefined) {
      if (!this.session.has(key)) return;
      this.session.unset(key);
    } else {
      this.session.set(key, value as SessionData[K] & {});
    }
    this.sessionChanged = true;
  }

  /** The request's cookies by name (the browser sends only those whose Path covers the page). */
  requestCookieEntries(): [string, string][] {
    return (this.requestCookies ?? "").split(";").flatMap((part) => {
      const at = part.indexOf("=");
      return at > 0 ? [[part.slice(0, at).trim(), part.slice(at + 1).trim()] as [string, string]] : [];
    });
  }

  /** A Set-Cookie line of the shop's own for this response (finishRequest writes it beside the session's). */
  setCookie(line: string): void {
    this.extraCookies.push(line);
  }

  /** The Set-Cookie lines given to setCookie. */
  get cookieLines(): readonly string[] {
    return this.extraCookies;
  }

  /**
   * The Set-Cookie value to send when the session or the API cookies changed, else undefined.
   * `secure`: the request came over HTTPS (or the settings say always), so the cookie says Secure.
   */
  async commitCookie({ secure }: { secure: boolean }): Promise<string | undefined> {
    // A visitor the store does not know has no kept state: no cookie just for a version.
    const versionChanged = this.newStateVersion !== undefined && this.hasApiSession;
    if (!this.sessionChanged && !this.cookies.hasChanged && !versionChanged) return undefined;
    if (versionChanged) this.session.set("stateVersion", this.newStateVersion);
    this.session.set("api", this.cookies.toJSON());
    const attributes = this.cookies.attributesJSON();
    if (Object.keys(attributes).length) this.session.set("apiAttributes", attributes);
    else this.session.unset("apiAttributes");
    return sessionStorage().commitSession(this.session, { secure });
  }
}

export async function createShopper(request: Request, observer?: CallObserver): Promise<Shopper> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  // Only a form post (an action) may start the shopper's API session.
  const mayStartSession = request.method !== "GET" && request.method !== "HEAD";
  // The address the server's pipeline established, named to the store (decision 256), and the
  // request's id, which the store's log lines carry (server/observe.ts).
  const requestId = request.headers.get("x-request-id") ?? undefined;
  return new Shopper(session, {
    signal: request.signal,
    mayStartSession,
    observer,
    clientAddress: visitorAddress(request),
    requestId,
    cookieHeader: request.headers.get("Cookie"),
    // As cookiesSecure (document/request-context.server.ts), which sits above this module.
    secureCookies: new URL(request.url).protocol === "https:" || getEnv().cookieSecure === "always",
  });
}
