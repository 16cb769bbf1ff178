/**
 * What one request to the API works with. Domain functions that act for the visitor take a
 * `Visit` (database, session, money); the surfaces get the whole `ApiContext`.
 */
import type { Database } from "@commerce/db/index";
import type { Mailer, MailSettings } from "@commerce/domain/mail/mailer";
import type { Money } from "@commerce/domain/money/money";
import type { AttemptLimits } from "@commerce/domain/session/attempts";
import type { ApiSession } from "@commerce/domain/session/session";

export interface Visit {
  db: Database;
  session: ApiSession;
  /** Formats base-currency amounts in the session currency (resolved once per request). */
  money(): Promise<Money>;
  /** The store's order rules: the cart's caps and the card payment's time (docs/decisions/262). */
  rules: OrderRules;
}

/** What an order may hold and how long a card order waits for its payment (docs/decisions/262). */
export interface OrderRules {
  /** Minutes a card order holds its stock unpaid before it expires (ORDER_PAYMENT_TIMEOUT_MINUTES). */
  paymentTimeoutMinutes: number;
  /** Units one cart line may hold (CART_MAX_LINE_QUANTITY). */
  cartMaxLineQuantity: number;
  /** Units the whole cart, and so one order, may hold (CART_MAX_QUANTITY). */
  cartMaxQuantity: number;
}

export interface ApiSettings extends OrderRules {
  /** What the `version` query answers. */
  version: string;
  /** Where the card payment page sends the shopper back to; relative means the caller's origin. */
  storefrontUrl: string;
  /** Whether GraphQL introspection is answered (API_INTROSPECTION; on outside production). */
  introspection: boolean;
  /**
   * Other sites' origins whose pages may call the API with the shopper's cookies (API_CORS_ORIGINS);
   * `*` lets any site read the API without cookies. Empty: same origin only.
   */
  corsOrigins: string[];
  /** Days a session may sit unused before it is gone (API_SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** OCSESSID is `Secure` even over plain HTTP (COOKIE_SECURE=always: TLS ends before the shop). */
  alwaysSecureCookies: boolean;
  /** Days contact messages are kept (API_CONTACT_RETENTION_DAYS). */
  contactRetentionDays: number;
  /**
   * The API's public origin for absolute URLs (API_PUBLIC_URL, e.g. `https://shop.example`); unset:
   * the origin the caller used, when the pipeline forwarded it (domain/public-url.ts).
   */
  publicUrl?: string;
  /** How paymentAddress / shippingAddress describe their fields (API_CHECKOUT_FIELDS, domain/checkout/checkout.ts). */
  checkoutFields: "module" | "storefront";
  /**
   * `full`: the contract and the store's extensions; `stock`: the contract only, as a stock VueFront
   * CMS Connect module serves it (COMMERCE_API_PROFILE, decision 164); `wordpress`: the contract as
   * VueFront CMS Connect on WordPress + WooCommerce serves it, with its bearer-token sign-in (decision 228).
   */
  profile: ApiProfile;
  /** Multiplies every attempt limit's allowance (RATE_LIMIT_FACTOR); 0 turns them off. */
  rateLimitFactor: number;
  /** Query cost one caller may spend a minute, before RATE_LIMIT_FACTOR (API_QUERY_COST_PER_MINUTE, decision 276). */
  costPerMinute: number;
  /**
   * The secret the storefront signs its shopper's address with (API_CLIENT_SECRET, else the first
   * SESSION_SECRET): a signed address is trusted as the caller's (commerce/http/client-address.ts).
   */
  clientSecret?: string;
  /** Outgoing e-mail: SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR (domain/mail/mailer.ts). */
  mail: MailSettings;
  /**
   * The `stock` profile's OpenCart API user (System › Users › API on a real store): OPENCART_API_USERNAME
   * and OPENCART_API_KEY, the addresses it may call from (docs/decisions/360-orders-through-the-stores-order-api.md).
   * Unset: `api/login` answers `[]`, as a store without that user does.
   */
  openCartApi?: OpenCartApiUser;
}

export interface OpenCartApiUser {
  username: string;
  key: string;
  /** The IP allow-list: the shop's server addresses. */
  ips: string[];
}

export type ApiProfile = "full" | "stock" | "wordpress";

/** What every resolver, REST route and page gets. */
export interface ApiContext extends Visit {
  request: Request;
  /** Settings of the running API (version, payment page behaviour). */
  settings: ApiSettings;
  /**
   * Who the caller is to the limits: its address (the storefront's signed one for its shopper, else
   * the pipeline's), an IPv6 one by its /64 (config/client-address.ts, decision 273).
   */
  client: string;
  /** The storefront signed this call (its shopper's address under the shared secret): it vouches for what it sends. */
  signedCall: boolean;
  /** The store's outgoing e-mail, shared by every request of this API. */
  mailer: Mailer;
  /** The attempt limits (domain/session/attempts.ts), shared by every request of this API. */
  limits: AttemptLimits;
}
