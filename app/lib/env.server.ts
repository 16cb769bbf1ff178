/**
 * The storefront's configuration, read from the environment once at start and validated, so a
 * mistake stops the server with a clear message instead of failing on some later request.
 * The embedded API reads DATABASE_URL, COMMERCE_DATA_DIR and COMMERCE_API_VERSION itself; they are
 * validated here too so every setting fails the same way.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseCategoryIds, type CategoryIds } from "./category-ids";
import { parseFooterPageIds } from "./footer-pages";
import { cpuLimit, defaultWebProcesses, memoryLimit } from "./host-capacity.server";

const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);
/** TRUST_PROXY: a number of proxies, or a flag meaning one. */
const proxyHops = (value: string | undefined) => (value === "true" || value === "yes" ? 1 : Number(value) || 0);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), httpUrl.optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optionalText,
    SESSION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    API_CLIENT_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    COMMERCE_API_URL: optionalUrl,
    COMMERCE_INDEX_URL: optionalUrl,
    COMMERCE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    // Read here only for its default of FREE_SHIPPING (the embedded API validates it itself).
    COMMERCE_API_PROFILE: optionalText,
    FREE_SHIPPING: optionalText.pipe(z.enum(["on", "off"], { message: "must be on or off" }).optional()),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    COMMERCE_DATA_DIR: optionalText,
    COMMERCE_API_VERSION: optionalText.pipe(
      z
        .string()
        .regex(/^\d+(\.\d+)*$/, "must look like 1.2.3")
        .optional(),
    ),
    STOREFRONT_URL: optionalUrl,
    // The operator's mail provider's sign-up page: the newsletter block links to it (docs/decisions/342).
    NEWSLETTER_URL: optionalUrl,
    // The embedded API's outgoing e-mail, read by commerce/index.ts (docs/decisions/094-password-reset.md).
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/i, "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com")
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
          "must be an e-mail address, or a name with one: Lumen Optics <shop@example.com>",
        )
        .optional(),
    ),
    MAIL_OUTBOX_DIR: optionalText,
    /**
     * Where else the store's images live (a CDN), comma-separated http(s) origins: the CSP's img-src
     * allows them with the store's own (docs/decisions/227-store-image-origins.md).
     */
    STORE_IMAGE_ORIGINS: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => value.split(",").every((part) => !part.trim() || httpUrl.safeParse(part.trim()).success),
          "must be comma-separated http(s) origins, e.g. https://cdn.example.com",
        )
        .optional(),
    ),
    // The hand-over to a real store's own checkout (docs/decisions/222-store-shipping-methods.md).
    STORE_COOKIE_DOMAIN: optionalText.pipe(
      z
        .string()
        .regex(/^\.?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*$/i, "must be a domain such as .example.com (no scheme, no port)")
        .optional(),
    ),
    // OpenCart's own order API: its API user (System › Users › API) and key (decision 360).
    OPENCART_API_USERNAME: optionalText,
    OPENCART_API_KEY: optionalText,
    // WooCommerce's Store API the shop places orders through on a WordPress store (docs/decisions/365), or `off`.
    WOOCOMMERCE_STORE_API_URL: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => value === "off" || httpUrl.safeParse(value).success,
          "must be off or an http(s) URL, e.g. https://store.example.com/wp-json/wc/store/v1",
        )
        .optional(),
    ),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    RENDER_MEMO_MB: z.coerce.number().int().min(0).max(4096).default(32),
    TRUST_PROXY: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z
        .string()
        .regex(/^(\d{1,2}|true|yes|false|no|)$/, "must be the number of proxies in front (0, 1, 2 …), or true/false")
        .optional(),
    ),
    COOKIE_SECURE: z.enum(["auto", "always"]).default("auto"),
    MAX_FORM_KB: z.coerce.number().int().min(1).max(10_240).default(100),
    MAX_UPLOAD_KB: z.coerce.number().int().min(1).max(102_400).default(6_144),
    MAX_RENDERS: z.coerce.number().int().min(1).max(1_000).default(16),
    MAX_QUEUED_RENDERS: z.coerce.number().int().min(0).max(10_000).default(64),
    RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(10_000).default(1),
    // The product's fixed categories on this store (docs/decisions/229-category-ids-as-settings.md).
    STORE_CATEGORY_IDS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseCategoryIds(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `${(error as Error).message}; e.g. newArrivals=12,sunglasses=20` });
          return z.NEVER;
        }
      }),
    // The footer's pages by the store's page ids (docs/decisions/371-footer-pages-the-store-has.md).
    FOOTER_PAGE_IDS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseFooterPageIds(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `${(error as Error).message}; e.g. about_us=4,refund_policy=12` });
          return z.NEVER;
        }
      }),
    // Internal: set by the production server's supervisor for its web processes (server/primary.ts).
    LUMEN_API_PROCESS_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (a long random string; comma-separate several to rotate)",
      });
    }
    for (const name of ["COMMERCE_API_URL", "COMMERCE_INDEX_URL"] as const) {
      const port = fetchBlockedPort(env[name]);
      if (port) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `uses port ${port}, which fetch refuses to call (the "bad ports" of the Fetch standard): serve the store on another port`,
        });
      }
    }
    if (env.COMMERCE_INDEX_URL && !env.COMMERCE_API_URL) {
      ctx.addIssue({ code: "custom", path: ["COMMERCE_INDEX_URL"], message: "only applies together with COMMERCE_API_URL" });
    }
  });

export interface Env {
  mode: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string | undefined;
  /** Newest first: the first signs new cookies, all verify (rotation). */
  sessionSecrets: string[];
  /**
   * Signs the shopper's address on every call to the store (API_CLIENT_SECRET, else the first
   * session secret), so the API limits shoppers as themselves (decision 256).
   */
  apiClientSecret: string;
  /** How this process reaches itself (loopback), e.g. http://127.0.0.1:3000. */
  localUrl: string;
  /** The GraphQL endpoint, embedded or remote. */
  apiUrl: string;
  /** The store's index endpoint for the REST-style routes (`?route=api/...`). */
  indexUrl: string;
  /** True when the storefront serves its own API under /api (no COMMERCE_API_URL). */
  embeddedApi: boolean;
  /**
   * The shop says "free shipping on all orders" (FREE_SHIPPING=on): by default only on the embedded
   * demo store, which ships free; a real store's shipping is its own (docs/product/texts-and-constants.md#shipping-claims).
   */
  freeShipping: boolean;
  apiTimeoutMs: number;
  storefrontUrl: string | undefined;
  /** The newsletter's sign-up page at the operator's mail provider (NEWSLETTER_URL); unset: "coming soon". */
  newsletterUrl: string | undefined;
  /** Origins besides the store's own that its images come from (STORE_IMAGE_ORIGINS), for the CSP. */
  storeImageOrigins: string[];
  /**
   * The domain the shop and a real store on a sibling host share (".example.com"): the store's
   * session cookies are handed over with it, so its own checkout finds the cart (decision 222).
   */
  storeCookieDomain: string | undefined;
  /**
   * OpenCart's own order API user (OPENCART_API_USERNAME, default `Default`) and key (OPENCART_API_KEY,
   * a secret: never logged): with a key the shop places orders there itself (docs/decisions/360-orders-through-the-stores-order-api.md).
   */
  openCartApi: { username: string; key: string } | null;
  /**
   * WooCommerce's Store API (`…/wp-json/wc/store/v1`) the checkout places orders through on a
   * WordPress store, or null: its own checkout takes them (WOOCOMMERCE_STORE_API_URL, decision 365).
   */
  wooCommerceStoreApiUrl: string | null;
  /**
   * The store is WordPress + WooCommerce: its GraphQL URL is under `/wp-json/` (or `rest_route`), or
   * it is the embedded API's `wordpress` profile. Its own pages are WordPress's (decision 365).
   */
  wordpressStore: boolean;
  /**
   * How many proxies stand in front (0: none): X-Forwarded-Proto/-Host are honoured, and the
   * visitor's address is the one that many hops from the right of X-Forwarded-For, the one the
   * outermost trusted proxy saw (server/request-guards.ts).
   */
  trustProxy: number;
  /** "auto": cookies are Secure when the request came over HTTPS; "always": whatever the request says. */
  cookieSecure: "auto" | "always";
  /** Largest form post an action accepts, in bytes (a bigger one is answered 413). */
  maxFormBytes: number;
  /** Largest request the API accepts (file uploads), in bytes. */
  maxUploadBytes: number;
  /** Pages one web process renders at once; beyond, they wait in a queue of `maxQueuedRenders`, then get a quick 503. */
  maxRenders: number;
  maxQueuedRenders: number;
  /**
   * Multiplies every rate limit's allowance (app/lib/rate-limit.server.ts); 0 turns them off. For
   * many shoppers behind one address (a school, a test run).
   */
  rateLimitFactor: number;
  /** PostgreSQL the embedded API uses: the rate limits are shared through it too (several servers). */
  databaseUrl: string | undefined;
  /** Memory for the page cache of each web process, in bytes; 0 turns it off. */
  pageCacheBytes: number;
  /** Memory for the documents rendered for shoppers, kept per page data (render-memo.server.ts), in bytes; 0 turns it off. */
  renderMemoBytes: number;
  /** How many web processes the production server runs (they share the port). */
  webConcurrency: number;
  /**
   * Where the embedded API's own process listens (loopback), when the production server runs it
   * apart from the web processes; the web processes call it there and pass /api/* on to it.
   */
  apiProcessUrl: string | undefined;
  /**
   * The product's fixed categories on this store (STORE_CATEGORY_IDS; defaults: the demo catalogue's,
   * config/store.ts). Links to them are checked against the store's categories first
   * (app/lib/catalog/category-links.server.ts).
   */
  categoryIds: CategoryIds;
  /**
   * The footer's pages by the store's page ids (FOOTER_PAGE_IDS: footer keyword → id); the others are
   * found by keyword, and a page the store lacks is not linked (app/lib/footer-pages.ts).
   */
  footerPageIds: Record<string, string>;
}

export class EnvError extends Error {
  override readonly name = "EnvError";
}

export interface ParsedEnv {
  env: Env;
  warnings: string[];
}

/** Validates a raw environment; throws EnvError naming every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const warnings: string[] = [];
  let sessionSecrets =
    raw.SESSION_SECRET?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  if (!sessionSecrets.length) {
    // One per process, kept across development rebuilds of this module.
    const processWide = globalThis as typeof globalThis & { __lumenDevSessionSecret?: string };
    processWide.__lumenDevSessionSecret ??= randomBytes(32).toString("hex");
    sessionSecrets = [processWide.__lumenDevSessionSecret];
    warnings.push("SESSION_SECRET is not set: using a random development secret (sessions end when the server restarts).");
  }
  const localUrl = `http://${loopbackHost(raw.HOST)}:${raw.PORT}`;
  const apiProcessUrl = raw.COMMERCE_API_URL ? undefined : raw.LUMEN_API_PROCESS_URL?.replace(/\/$/, "");
  const apiUrl = raw.COMMERCE_API_URL ?? `${apiProcessUrl ?? localUrl}/api/graphql`;
  return {
    env: {
      mode: raw.NODE_ENV,
      isProduction: raw.NODE_ENV === "production",
      port: raw.PORT,
      host: raw.HOST,
      localUrl,
      sessionSecrets,
      apiClientSecret: raw.API_CLIENT_SECRET ?? sessionSecrets[0]!,
      apiUrl,
      indexUrl: raw.COMMERCE_INDEX_URL ?? defaultIndexUrl(apiUrl),
      embeddedApi: !raw.COMMERCE_API_URL,
      freeShipping: raw.FREE_SHIPPING
        ? raw.FREE_SHIPPING === "on"
        : !raw.COMMERCE_API_URL && (raw.COMMERCE_API_PROFILE ?? "full") === "full",
      apiTimeoutMs: raw.COMMERCE_API_TIMEOUT_MS,
      storefrontUrl: raw.STOREFRONT_URL,
      newsletterUrl: raw.NEWSLETTER_URL,
      storeImageOrigins: (raw.STORE_IMAGE_ORIGINS ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => new URL(part).origin),
      storeCookieDomain: raw.STORE_COOKIE_DOMAIN?.toLowerCase(),
      openCartApi: raw.OPENCART_API_KEY ? { username: raw.OPENCART_API_USERNAME ?? "Default", key: raw.OPENCART_API_KEY } : null,
      wordpressStore: isWordpressApi(apiUrl) || (!raw.COMMERCE_API_URL && raw.COMMERCE_API_PROFILE === "wordpress"),
      wooCommerceStoreApiUrl: storeApiUrlOf(
        raw.WOOCOMMERCE_STORE_API_URL,
        apiUrl,
        !raw.COMMERCE_API_URL && raw.COMMERCE_API_PROFILE === "wordpress",
      ),
      webConcurrency:
        raw.WEB_CONCURRENCY ??
        defaultWebProcesses({
          cpus: cpuLimit(),
          memoryBytes: memoryLimit(),
          embeddedApi: !raw.COMMERCE_API_URL,
          cacheBytes: (raw.PAGE_CACHE_MB + raw.RENDER_MEMO_MB) * 1024 * 1024,
        }),
      pageCacheBytes: raw.PAGE_CACHE_MB * 1024 * 1024,
      renderMemoBytes: raw.RENDER_MEMO_MB * 1024 * 1024,
      trustProxy: proxyHops(raw.TRUST_PROXY),
      cookieSecure: raw.COOKIE_SECURE,
      maxFormBytes: raw.MAX_FORM_KB * 1024,
      maxUploadBytes: raw.MAX_UPLOAD_KB * 1024,
      maxRenders: raw.MAX_RENDERS,
      maxQueuedRenders: raw.MAX_QUEUED_RENDERS,
      rateLimitFactor: raw.RATE_LIMIT_FACTOR,
      databaseUrl: raw.DATABASE_URL,
      apiProcessUrl,
      categoryIds: raw.STORE_CATEGORY_IDS,
      footerPageIds: raw.FOOTER_PAGE_IDS,
    },
    warnings,
  };
}

/**
 * Where the REST routes live when only the GraphQL URL is given: OpenCart serves both from
 * index.php (`index.php?route=extension/module/d_vuefront/graphql` → `index.php`); otherwise
 * index.php next to the GraphQL endpoint (`/api/graphql` → `/api/index.php`, as the embedded API).
 */
export function defaultIndexUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.pathname.endsWith(".php")) return url.origin + url.pathname;
  return new URL("index.php", url).href;
}

/** A GraphQL URL of the WordPress plugin: under `/wp-json/`, or through `rest_route` on a site without pretty permalinks. */
function isWordpressApi(apiUrl: string): boolean {
  const url = new URL(apiUrl);
  return url.pathname.includes("/wp-json/") || url.searchParams.has("rest_route");
}

/**
 * Where WooCommerce's Store API is (decision 365): the setting when given (`off`: nowhere); else, on a
 * WordPress store (a GraphQL URL under `/wp-json/vuefront/`, or `rest_route=/vuefront/…`), its
 * `/wp-json/wc/store/v1` beside it; the embedded API's `wordpress` profile answers it under /api/.
 */
export function storeApiUrlOf(setting: string | undefined, apiUrl: string, embeddedWordpress: boolean): string | null {
  if (setting === "off") return null;
  if (setting) return setting.replace(/\/+$/, "");
  const url = new URL(apiUrl);
  const at = url.pathname.indexOf("/wp-json/vuefront/");
  if (at >= 0) return `${url.origin}${url.pathname.slice(0, at)}/wp-json/wc/store/v1`;
  if (url.searchParams.get("rest_route")?.startsWith("/vuefront/")) return `${url.origin}${url.pathname}?rest_route=/wc/store/v1`;
  return embeddedWordpress ? new URL("wp-json/wc/store/v1", url).href : null;
}

/** The address this process reaches itself on: the configured host unless it is a wildcard. */
export function loopbackHost(host: string | undefined): string {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return "127.0.0.1";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

let loaded: Env | undefined;

/** The process's configuration, validated on first use (the server calls it at start). */
export function getEnv(): Env {
  if (!loaded) {
    const { env, warnings } = parseEnv(process.env);
    for (const warning of warnings) console.warn(`⚠️  ${warning}`);
    loaded = env;
  }
  return loaded;
}

/**
 * Ports the Fetch standard forbids (https://fetch.spec.whatwg.org/#port-blocking); Node's fetch
 * refuses them with a bare "fetch failed", so a store on one would only ever show "Network Error".
 */
const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The port of `url` when fetch would refuse to call it. */
export function fetchBlockedPort(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    const port = Number(parsed.port || (parsed.protocol === "https:" ? 443 : 80));
    return FETCH_BLOCKED_PORTS.has(port) ? port : undefined;
  } catch {
    return undefined;
  }
}
