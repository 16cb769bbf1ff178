/**
 * The store's own checkout (the index endpoint's `route=checkout/checkout` page), as OpenCart serves
 * it beside the VueFront module: one form with OpenCart's field names and messages, placed through
 * the same confirmOrder as the GraphQL checkout, with the store's offline payment methods only
 * (docs/decisions/221-store-checkout-pages.md).
 */
import type { Queryable } from "@commerce/db/index";
import { addressValuesOf, loadAddresses } from "@commerce/domain/account/addresses";
import { findCustomer } from "@commerce/domain/account/customers";
import { findOrder, type OrderRow } from "@commerce/domain/account/orders";
import { defaultCountryId } from "@commerce/domain/account/places";
import { checkAddress } from "@commerce/domain/address";
import { openCartTitle } from "@commerce/domain/cart/cart";
import { shippingQuotes, type ShippingQuote } from "@commerce/domain/cart/shipping";
import type { ApiSettings, Visit } from "@commerce/domain/context";
import { UserError } from "@commerce/domain/errors";
import { absoluteUrl, publicOrigin } from "@commerce/domain/public-url";
import { FieldErrors, isEmail, emailMessage, lengthError, trimmedValues } from "@commerce/domain/validation";
import { checkoutState } from "./checkout";
import { paymentOptions, type PaymentOption } from "./methods";
import { confirmOrder } from "./order";

/** The store pages' address on the API: OpenCart's index.php, the route in the query. */
export const storePagePath = (route: string) => `/api/index.php?route=${route}`;

/**
 * `checkoutLink` in the stock profile: the store's own checkout page, absolute on the API's public
 * origin; site-relative when none is known (the storefront on loopback), as image URLs are (decision 160).
 */
export function storeCheckoutLink(request: Request, settings: Pick<ApiSettings, "publicUrl">): string {
  return absoluteUrl(storePagePath("checkout/checkout"), publicOrigin(request, settings));
}

/** What the store's checkout takes for payment: its offline methods, never the card (paid on the API's card page). */
export const storePaymentOptions: readonly PaymentOption[] = paymentOptions.filter((option) => !option.online);
/** The shipping methods the store lists (free shipping is the storefront's own offer, not listed). */
export const storeShippingOptions: readonly ShippingQuote[] = shippingQuotes;

/** The form's fields under OpenCart's names. */
export const STORE_CHECKOUT_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "telephone",
  "address_1",
  "city",
  "postcode",
  "country_id",
  "zone_id",
  "shipping_method",
  "payment_method",
  "agree",
] as const;

export type StoreCheckoutField = (typeof STORE_CHECKOUT_FIELDS)[number];
export type StoreCheckoutValues = Partial<Record<StoreCheckoutField, string>>;
/** Messages by field; `warning` is the page's general one (a stock shortage, an empty cart). */
export type StoreCheckoutErrors = Partial<Record<StoreCheckoutField | "warning", string>>;

/** The domain's address field names for the form's OpenCart ones. */
const ADDRESS_FIELDS: Record<string, StoreCheckoutField> = {
  firstName: "firstname",
  lastName: "lastname",
  address1: "address_1",
  city: "city",
  postcode: "postcode",
  countryId: "country_id",
  zoneId: "zone_id",
};

/** OpenCart 3's guest checkout asks for a telephone of 3 to 32 characters. */
const telephoneRule = { field: "telephone", label: "Telephone", min: 3, max: 32 };

export const STORE_CHECKOUT_MESSAGES = {
  shipping: "Warning: Shipping method required!",
  payment: "Warning: Payment method required!",
  agree: "Warning: You must agree to the Terms & Conditions!",
} as const;

/** Every country by name and every zone by name: the form lists all zones grouped by country (no script reloads them). */
export async function storePlaces(db: Queryable): Promise<{ id: number; name: string; zones: { id: number; name: string }[] }[]> {
  const [countries, zones] = await Promise.all([
    db.query<{ id: number; name: string }>(`select id, name from country order by name, id`),
    db.query<{ id: number; country_id: number; name: string }>(`select id, country_id, name from zone order by name, id`),
  ]);
  return countries.rows.map((country) => ({
    ...country,
    zones: zones.rows.filter((zone) => zone.country_id === country.id).map(({ id, name }) => ({ id, name })),
  }));
}

const text = (value: unknown) => (value == null ? "" : String(value));

/**
 * What the form shows first: a logged-in customer's name, e-mail and telephone; the address the
 * GraphQL checkout already stored for the session (what the shopper typed before the hand-over),
 * else the customer's first address book entry; the methods chosen there, else the first of each.
 */
export async function storeCheckoutPrefill(visit: Visit): Promise<StoreCheckoutValues> {
  const session = await visit.session.get();
  const state = checkoutState(session);
  const entered = state.paymentAddress ?? {};
  const values: StoreCheckoutValues = {
    firstname: text(entered.firstName),
    lastname: text(entered.lastName),
    email: text(entered.email),
    telephone: text(entered.telephone),
    address_1: text(entered.address1),
    city: text(entered.city),
    postcode: text(entered.postcode),
    country_id: text(entered.countryId),
    zone_id: text(entered.zoneId),
  };
  if (session.customer_id) {
    const [customer, [address]] = await Promise.all([
      findCustomer(visit.db, session.customer_id),
      loadAddresses(visit.db, session.customer_id),
    ]);
    if (customer)
      Object.assign(values, {
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        telephone: customer.telephone,
      });
    if (address && !values.address_1) {
      const book = addressValuesOf(address);
      Object.assign(values, {
        address_1: book.address1,
        city: book.city,
        postcode: book.postcode,
        country_id: book.countryId ? String(book.countryId) : "",
        zone_id: book.zoneId ? String(book.zoneId) : "",
      });
    }
  }
  if (!values.country_id) values.country_id = text(await defaultCountryId(visit.db));
  values.shipping_method =
    storeShippingOptions.find((quote) => quote.code === state.shippingMethod)?.code ?? storeShippingOptions[0]?.code ?? "";
  values.payment_method =
    storePaymentOptions.find((option) => option.codename === state.paymentMethod)?.codename ?? storePaymentOptions[0]?.codename ?? "";
  return values;
}

/** The form's values, trimmed, only its own fields. */
export function storeCheckoutValues(form: Record<string, unknown>): StoreCheckoutValues {
  const trimmed = trimmedValues(form);
  const values: StoreCheckoutValues = {};
  for (const field of STORE_CHECKOUT_FIELDS) if (trimmed[field] != null) values[field] = trimmed[field];
  return values;
}

/** Checks the whole form with OpenCart's messages; an empty object when it is valid. */
export async function storeCheckoutErrors(db: Queryable, values: StoreCheckoutValues): Promise<StoreCheckoutErrors> {
  const address: Record<string, string> = {};
  for (const [name, field] of Object.entries(ADDRESS_FIELDS)) address[name] = values[field] ?? "";
  const collected = new FieldErrors();
  await checkAddress(db, address, collected, "postcode");
  const errors: StoreCheckoutErrors = {};
  try {
    collected.throwIfAny();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      const field = ADDRESS_FIELDS[name];
      if (field) errors[field] = message;
    }
  }
  if (!isEmail(values.email)) errors.email = emailMessage;
  const telephone = lengthError(values.telephone, telephoneRule);
  if (telephone) errors.telephone = telephone;
  if (!storeShippingOptions.some((quote) => quote.code === values.shipping_method))
    errors.shipping_method = STORE_CHECKOUT_MESSAGES.shipping;
  if (!storePaymentOptions.some((option) => option.codename === values.payment_method))
    errors.payment_method = STORE_CHECKOUT_MESSAGES.payment;
  if (!values.agree) errors.agree = STORE_CHECKOUT_MESSAGES.agree;
  return errors;
}

export type StoreCheckoutResult = { order: OrderRow } | { errors: StoreCheckoutErrors };

/**
 * Places the order from the form: the session's checkout state becomes this address (payment and
 * delivery alike) and these methods, then confirmOrder places it as the GraphQL checkout does (its
 * totals, its stock check, the emptied cart: docs/decisions/034-order-placement.md).
 */
export async function placeStoreOrder(visit: Visit, values: StoreCheckoutValues): Promise<StoreCheckoutResult> {
  const errors = await storeCheckoutErrors(visit.db, values);
  if (Object.keys(errors).length) return { errors };
  await visit.session.update({
    checkout: {
      paymentAddress: {
        firstName: values.firstname,
        lastName: values.lastname,
        email: values.email,
        telephone: values.telephone,
        company: "",
        address1: values.address_1,
        address2: "",
        city: values.city,
        postcode: values.postcode,
        countryId: values.country_id,
        zoneId: values.zone_id,
      },
      shippingMethod: values.shipping_method,
      paymentMethod: values.payment_method,
    },
  });
  try {
    const placed = await confirmOrder(visit, false, { totalTitle: openCartTitle });
    return { order: placed.order };
  } catch (error) {
    if (error instanceof UserError) return { errors: { warning: error.message } };
    throw error;
  }
}

/** An order as the success page shows it: the row, and the account it belongs to (null: a guest's). */
export interface PlacedStoreOrder {
  order: OrderRow;
  customer: { firstname: string; lastname: string; email: string } | null;
}

/** The session's most recent order, for the success page (OpenCart shows the order the session just placed). */
export async function lastOrderOfSession(db: Queryable, sessionId: string): Promise<PlacedStoreOrder | null> {
  const { rows } = await db.query<{ id: number; customer_id: number | null }>(
    `select id, customer_id from "order" where session_id = $1 order by id desc limit 1`,
    [sessionId],
  );
  const last = rows[0];
  if (!last) return null;
  const [order, customer] = await Promise.all([findOrder(db, last.id), last.customer_id ? findCustomer(db, last.customer_id) : null]);
  return order
    ? { order, customer: customer ? { firstname: customer.firstname, lastname: customer.lastname, email: customer.email } : null }
    : null;
}
