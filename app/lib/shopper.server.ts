/**
 * Everything one request knows about its shopper: the signed session, the API cookie jar in it and
 * an API client that carries those cookies. Created once per request by the server (before Remix
 * runs any loader) and handed to every loader and action as `context.shopper`, so parallel loaders
 * share one API session; whatever changed is written back once, onto the response.
 */
import { randomUUID } from "node:crypto";
import { CommerceClient } from "./api/client.server";
import { ApiCookieJar } from "./api/cookie-jar";
import { getEnv } from "./env.server";
import { sessionStorage, type FlashData, type SessionData, type StorefrontSession } from "./session.server";
import type { Toast } from "./toast";
import { refreshApiVersion } from "./version.server";

export class Shopper {
  readonly api: CommerceClient;
  private readonly cookies: ApiCookieJar;
  private sessionChanged = false;

  constructor(
    private readonly session: StorefrontSession,
    signal?: AbortSignal,
  ) {
    const env = getEnv();
    this.cookies = new ApiCookieJar(session.get("api") ?? {});
    this.api = new CommerceClient({ apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs }, this.cookies, signal);
  }

  /** True once the API has been asked for a session for this shopper (it may have set no cookie). */
  get hasApiSession(): boolean {
    return this.session.has("api");
  }

  /**
   * Makes sure the API knows this shopper before loaders run in parallel: otherwise each of them
   * would start its own API session. One cheap call (`version`, which also feeds the version guard).
   */
  async ensureApiSession(): Promise<void> {
    if (this.hasApiSession) return;
    const { answered } = await refreshApiVersion(this.api);
    // An API that did not answer started no session: try again on the next request.
    if (answered) this.sessionChanged = true;
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

  /** Storefront-side state of this shopper kept in the signed cookie (not the API's cookies). */
  getValue<K extends Exclude<keyof SessionData, "api">>(key: K): SessionData[K] {
    return this.session.get(key) as SessionData[K];
  }

  /** Stores (or, with undefined, forgets) storefront-side state of this shopper. */
  setValue<K extends Exclude<keyof SessionData, "api">>(key: K, value: SessionData[K] | undefined): void {
    if (value === undefined) {
      if (!this.session.has(key)) return;
      this.session.unset(key);
    } else {
      this.session.set(key, value as SessionData[K] & {});
    }
    this.sessionChanged = true;
  }

  /** The Set-Cookie value to send when the session or the API cookies changed, else undefined. */
  async commitCookie(): Promise<string | undefined> {
    if (!this.sessionChanged && !this.cookies.hasChanged) return undefined;
    this.session.set("api", this.cookies.toJSON());
    return sessionStorage().commitSession(this.session);
  }
}

export async function createShopper(request: Request): Promise<Shopper> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return new Shopper(session, request.signal);
}
