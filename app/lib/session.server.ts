/**
 * The storefront's own cookie: signed, httpOnly, SameSite=Lax, Secure when the visitor came over
 * HTTPS (docs/decisions/124-request-guards.md). It holds the shopper's API cookies and, on a store
 * that signs customers in with a token, that token (the API knows a shopper only by those), and
 * one-time toast messages.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { sessionCookieDays } from "@config/store";
import type { AddressFormValues } from "./address";
import type { CookieAttributeMap, CookieValues } from "./api/cookie-jar";
import { getEnv } from "./env.server";
import type { CartShortage } from "./stock-shortage";
import type { Toast } from "./toast";

export interface PendingCardOrder {
  id: string;
  paymentUrl: string;
  /**
   * How the last attempt on the payment page came back, when it did not succeed; "expired" when
   * the payment page found the order ended unpaid (docs/decisions/321-a-waiting-card-order-says-so.md).
   */
  outcome?: "failed" | "canceled" | "expired";
}

/** Edit account's values as typed (a save that found the session ended keeps them: decision 238). */
export interface UnsavedProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface SessionData {
  /** The API's cookies for this shopper; present (possibly empty) once the API session was started. */
  api: CookieValues;
  /** The attributes of those cookies that have any (HttpOnly, Path, expiry), for the hand-over to the store's checkout. */
  apiAttributes?: CookieAttributeMap;
  /**
   * The store's token for the signed-in customer, when the store signs in with one (WordPress's
   * JWT; OpenCart and the embedded API answer none): sent as `Authorization: Bearer` on every store
   * call, never in a URL or a log line (docs/decisions/223-store-token-sign-in.md).
   */
  storeToken?: string;
  /**
   * What the shopper chose on cart lines whose store does not name it (WooCommerce's lines carry no
   * options), by line key: shown on those lines (docs/decisions/290-store-did-what-it-said.md).
   */
  lineOptions?: Record<string, Array<{ name: string; value: string }>>;
  /** Checkout: the furthest step the shopper has reached (1 information, 2 shipping, 3 payment). */
  checkoutStep?: number;
  /**
   * Checkout: a card order waiting for the payment page, and that page's address: the return is
   * believed only once the page confirms it (docs/decisions/134-payment-return-verification.md).
   */
  pendingCardOrder?: PendingCardOrder;
  /**
   * The last order this shopper placed: the order placed page shows it again on a reload, and only
   * then; with the store's total lines when a store's order API placed it (decision 360).
   */
  lastPlacedOrder?: { orderId: string; totals?: Array<{ title: string; text: string }> };
  /**
   * The store's order API's own session token (OpenCart's `api_token`): no shopper data, and good
   * only from the shop's server address (the store's IP allow-list, decision 360).
   */
  storeOrderToken?: string;
  /** A coupon the store's order API accepted for this shopper's cart (decision 360): given with every quote. */
  orderApiCoupon?: string;
  /** Until then (epoch ms) this shopper's product pages skip the shared data cache: they just posted a review and must see it. */
  reviewedUntil?: number;
  /** The items this shopper has reviewed, `product:{id}` or `post:{id}` (app/lib/reviews/reviewed.server.ts). */
  reviewed?: string[];
  /**
   * Replaced whenever a request may have changed the shopper's state on the store (cart, wishlist,
   * login, currency): the key of the brief cache of that state includes it (decision 128).
   */
  stateVersion?: string;
  /**
   * The customer last signed in on this browser, as a keyed digest of their id: whom typed values
   * kept below belong to (docs/decisions/093-unsaved-values-belong-to-a-customer.md).
   */
  customerKey?: string;
  /**
   * Edit account typed while the session ended elsewhere, and whose it is: kept here (signed cookie,
   * never a URL or a log) until that customer's form shows it again after sign-in
   * (docs/decisions/238-session-ended-on-save.md; app/lib/account/browser-customer.server.ts).
   */
  unsavedProfile?: { owner: string; values: UnsavedProfile };
  /**
   * The same for an address-book form: the typed address and which address it was (null: a new
   * one), shown again by that customer's next address form after sign-in (docs/decisions/265-session-ended-address-book.md).
   */
  unsavedAddress?: { owner: string; addressId: string | null; values: AddressFormValues };
  /** The customer (key as above) registered on this browser: the hub welcomes a new account, not a return. */
  newAccount?: string;
  /**
   * The token of the password reset link this shopper opened, taken out of the address at once
   * (app/lib/account/password-reset.server.ts): the reset page's form posts with it.
   */
  resetToken?: string;
}

export interface FlashData {
  toast: Toast;
  /** A card payment came back successful: the home page shows the thank-you modal once. */
  orderConfirmed: { orderId: string | null };
  /** The order just placed, for the order placed page. */
  placedOrder: string;
  /** A cart quantity the store refused: the line is marked, and keeps the typed value or is clamped to what may be bought. */
  cartShortage: CartShortage;
  /** The store refused a product added from a list: its page flags the options the message names. */
  productRefusal: { productId: string; error: string };
  /** A save found the session ended: the login page says why. */
  sessionEnded: true;
  /** A reset link was asked for: the forgotten-password page says what happens next. */
  resetLinkSent: true;
  /** The password was just reset: the login page says so, with the account's e-mail filled in. */
  passwordReset: { email: string };
}

export type StorefrontSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE_NAME = "lumen_session";
const SESSION_MAX_AGE = 60 * 60 * 24 * sessionCookieDays;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      // Per request (commitCookie): Secure whenever the visitor came over HTTPS, or COOKIE_SECURE=always.
      secure: env.cookieSecure === "always",
      path: "/",
      maxAge: SESSION_MAX_AGE,
      secrets: env.sessionSecrets,
    },
  });
}

export function sessionStorage() {
  return (storage ??= createStorage());
}
