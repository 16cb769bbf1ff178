/**
 * The embedded commerce API: a VueFront CMS Connect compatible server on PGlite (or PostgreSQL).
 * The storefront mounts `embeddedApi()` in one resource route and otherwise talks to it only over HTTP.
 */
import { dirname, resolve } from "node:path";
import { storeName } from "@config/store";
import { openDatabase, withoutStatementTimeout, type Database, type OpenDatabaseOptions } from "./db/index";
import { ensureSearchIndexes, migrate } from "./db/migrate";
import { hashThreadsFromEnv } from "./domain/account/passwords";
import { ensureSpecialsCurrent } from "./domain/catalogue/specials";
import { refreshCatalogueSummary } from "./domain/catalogue/summary";
import { DEFAULT_ORDER_RULES, startPaymentExpiry } from "./domain/checkout/release";
import type { ApiProfile, ApiSettings } from "./domain/context";
import { startCleanup } from "./domain/session/cleanup";
import { DEFAULT_SESSION_IDLE_DAYS } from "./domain/session/session";
import { createApiHandler, type FetchHandler } from "./http/handler";
import { seedDemo } from "./seed/index";

export type { FetchHandler } from "./http/handler";
export type { Database } from "./db/index";

export interface CommerceApi {
  handle: FetchHandler;
  db: Database;
  close(): Promise<void>;
}

export interface CommerceOptions extends OpenDatabaseOptions {
  settings?: Partial<ApiSettings>;
  /** Seed the demo catalogue into an empty database (default true). */
  seed?: boolean;
  /** How many products that seed generates (default 400; tests of a large catalogue ask for more). */
  productCount?: number;
}

/** The longest one PostgreSQL statement may run by default (API_STATEMENT_TIMEOUT_MS). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
const DEFAULT_CONTACT_RETENTION_DAYS = 180;
/** Five of the dearest queries a minute per caller (30,000 each, decision 257); a shopper's page costs a few thousand at most. */
const DEFAULT_COST_PER_MINUTE = 150_000;

/** A whole number of at least `min` from the environment, or the default; anything else stops the start. */
function numberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not '${text}'.`);
  return value;
}

/** API_PUBLIC_URL as an origin (scheme and host only); anything but an http(s) URL stops the start. */
function publicUrlFromEnv(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`API_PUBLIC_URL must be an http(s) URL, not '${text}'.`);
  return url.origin;
}

function checkoutFieldsFromEnv(value: string | undefined): ApiSettings["checkoutFields"] {
  const text = value?.trim() || "storefront";
  if (text !== "module" && text !== "storefront") throw new Error(`API_CHECKOUT_FIELDS must be 'module' or 'storefront', not '${text}'.`);
  return text;
}

/** The API's settings from the environment (README's configuration table), safe in production by default. */
export function settingsFromEnv(env = process.env): ApiSettings {
  const introspection = env.API_INTROSPECTION?.trim();
  return {
    version: env.COMMERCE_API_VERSION ?? "1.0.0",
    storefrontUrl: env.STOREFRONT_URL ?? "/",
    introspection: introspection ? introspection === "1" || introspection === "true" : env.NODE_ENV !== "production",
    corsOrigins: (env.API_CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
    alwaysSecureCookies: env.COOKIE_SECURE?.trim() === "always",
    sessionIdleDays: numberFromEnv(env, "API_SESSION_IDLE_DAYS", DEFAULT_SESSION_IDLE_DAYS),
    contactRetentionDays: numberFromEnv(env, "API_CONTACT_RETENTION_DAYS", DEFAULT_CONTACT_RETENTION_DAYS),
    publicUrl: publicUrlFromEnv(env.API_PUBLIC_URL),
    checkoutFields: checkoutFieldsFromEnv(env.API_CHECKOUT_FIELDS),
    paymentTimeoutMinutes: numberFromEnv(env, "ORDER_PAYMENT_TIMEOUT_MINUTES", DEFAULT_ORDER_RULES.paymentTimeoutMinutes),
    cartMaxLineQuantity: numberFromEnv(env, "CART_MAX_LINE_QUANTITY", DEFAULT_ORDER_RULES.cartMaxLineQuantity),
    cartMaxQuantity: numberFromEnv(env, "CART_MAX_QUANTITY", DEFAULT_ORDER_RULES.cartMaxQuantity),
    profile: profileFromEnv(env),
    openCartApi: openCartApiFromEnv(env),
    rateLimitFactor: factorFromEnv(env.RATE_LIMIT_FACTOR),
    mail: mailFromEnv(env),
    costPerMinute: numberFromEnv(env, "API_QUERY_COST_PER_MINUTE", DEFAULT_COST_PER_MINUTE),
    clientSecret:
      env.API_CLIENT_SECRET?.trim() ||
      env.SESSION_SECRET?.split(",")
        .map((secret) => secret.trim())
        .find(Boolean),
  };
}

/**
 * Outgoing e-mail: SMTP_URL when set; else the outbox, MAIL_OUTBOX_DIR or `outbox` beside the data
 * folder (`data/outbox` for `data/commerce`). MAIL_FROM names the sender.
 */
function mailFromEnv(env: NodeJS.ProcessEnv): ApiSettings["mail"] {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL.");
  const dataDir = resolve(env.COMMERCE_DATA_DIR?.trim() || "data/commerce");
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || `${storeName} <no-reply@localhost>`,
    outboxDir: resolve(env.MAIL_OUTBOX_DIR?.trim() || resolve(dirname(dataDir), "outbox")),
  };
}

/** RATE_LIMIT_FACTOR, as the storefront reads it (a number from 0 to 10,000; default 1). */
function factorFromEnv(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 1;
  const factor = Number(text);
  if (!Number.isFinite(factor) || factor < 0 || factor > 10_000)
    throw new Error(`RATE_LIMIT_FACTOR must be a number from 0 to 10000, not '${text}'.`);
  return factor;
}

const PROFILES: readonly ApiProfile[] = ["full", "stock", "wordpress"];

/** COMMERCE_API_PROFILE: `full` (default), `stock` or `wordpress`; anything else stops the start. */
/** The stand-in's OpenCart API user: the same key the shop calls with, from loopback (decision 360). */
function openCartApiFromEnv(env: NodeJS.ProcessEnv): ApiSettings["openCartApi"] {
  const key = env.OPENCART_API_KEY?.trim();
  if (!key) return undefined;
  return { username: env.OPENCART_API_USERNAME?.trim() || "Default", key, ips: ["127.0.0.1", "::1"] };
}

function profileFromEnv(env: NodeJS.ProcessEnv): ApiProfile {
  const text = env.COMMERCE_API_PROFILE?.trim() || "full";
  if (!PROFILES.includes(text as ApiProfile)) throw new Error(`COMMERCE_API_PROFILE must be ${PROFILES.join(", ")}, not '${text}'.`);
  return text as ApiProfile;
}

/**
 * Opens the database, migrates it, seeds the demo catalogue on first start, starts the hourly
 * clean-up of expired sessions and old contact messages and the sweep of unpaid card orders past
 * their payment time (docs/decisions/262), and returns the handler.
 */
export async function createCommerceApi(options: CommerceOptions = {}): Promise<CommerceApi> {
  // A wrong API_HASH_THREADS stops the start, not the first sign-in.
  hashThreadsFromEnv();
  const db = await openDatabase({
    statementTimeoutMs: numberFromEnv(process.env, "API_STATEMENT_TIMEOUT_MS", DEFAULT_STATEMENT_TIMEOUT_MS, 0),
    ...options,
  });
  try {
    await prepareDatabase(db, options.seed ?? true, options.productCount);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  const settings: ApiSettings = { ...settingsFromEnv(), ...options.settings };
  const cleanup = startCleanup(db, settings);
  const expiry = startPaymentExpiry(db, settings);
  return {
    handle: createApiHandler(db, settings),
    db,
    close: async () => {
      await Promise.all([cleanup.stop(), expiry.stop()]);
      await db.close();
    },
  };
}

export async function prepareDatabase(db: Database, seed = true, productCount?: number): Promise<void> {
  const applied = await migrate(db);
  await ensureSearchIndexes(db);
  // New columns and tables on an existing catalogue: fresh statistics and visibility map, so the
  // planner trusts the new indexes and counts are index-only scans.
  if (applied.length && !applied.includes("001_init.sql"))
    await db.query("vacuum analyze product, category_product, product_to_category, product_search");
  if (seed) {
    await db.transaction(async (tx) => {
      if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(424243)");
      await withoutStatementTimeout(db, tx);
      const { rows } = await tx.query<{ seeded: number }>(`select 1 as seeded from setting where key = 'demo_seeded'`);
      if (rows.length) return;
      await seedDemo(tx, { productCount });
      await tx.query(`insert into setting (key, value) values ('demo_seeded', to_jsonb(now()))`);
    });
  }
  // The kept specials and the filter panel's summary, so no shopper waits for them after a start on a changed catalogue.
  await ensureSpecialsCurrent(db);
  await refreshCatalogueSummary(db);
}

/** Options from the environment: DATABASE_URL for PostgreSQL, else PGlite in COMMERCE_DATA_DIR (./data/commerce). */
export function optionsFromEnv(env = process.env): CommerceOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA };
  return { dataDir: resolve(env.COMMERCE_DATA_DIR ?? "data/commerce") };
}

const globalKey = Symbol.for("eyewear.embeddedCommerceApi");
type GlobalWithApi = typeof globalThis & { [globalKey]?: Promise<CommerceApi> };

/** One API per process, kept across dev-server reloads: two PGlite instances must never open one directory. */
export function embeddedApi(): Promise<CommerceApi> {
  const store = globalThis as GlobalWithApi;
  store[globalKey] ??= createCommerceApi(optionsFromEnv()).catch((error) => {
    delete store[globalKey];
    throw error;
  });
  return store[globalKey];
}
