/**
 * Everything one request knows about its shopper: the signed session, the API cookie jar in it and
 * an API client that carries those cookies. Created once per request by the server (before Remix
 * runs any loader) and handed to every loader and action as `context.shopper`, so parallel loaders
 * share one API session; whatever changed is written back once, onto the response.
 */
import { CommerceClient } from "./api/client.server";
import { ApiCookieJar } from "./api/cookie-jar";
import { getEnv } from "./env.server";
import { sessionStorage, type StorefrontSession } from "./session.server";
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
    this.api = new CommerceClient(
      { apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs },
      this.cookies,
      signal,
    );
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
    this.session.flash("toast", toast);
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
