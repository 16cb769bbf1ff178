/**
 * The checkout before the order: starting it, the address forms the contract's paymentAddress /
 * shippingAddress queries describe, and what updateOrder stores in the session's checkout state
 * (domain/session/checkout-state.ts), validated. Also the addresses an order is then placed with.
 */
import type { Queryable } from "@commerce/db/index";
import { addressValuesOf, loadAddresses } from "@commerce/domain/account/addresses";
import { findCustomer, phoneRule } from "@commerce/domain/account/customers";
import { countriesAndZones, defaultCountryId } from "@commerce/domain/account/places";
import { checkAddress } from "@commerce/domain/address";
import { loadCartLines } from "@commerce/domain/cart/cart";
import { findShipping } from "@commerce/domain/cart/shipping";
import type { Visit } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import type { AddressKind, CheckoutAddress, CheckoutState, EnteredAddress } from "@commerce/domain/session/checkout-state";
import type { SessionRow } from "@commerce/domain/session/session";
import { FieldErrors, positiveId, trimmedValues } from "@commerce/domain/validation";
import { findPayment } from "./methods";

export function checkoutState(session: Pick<SessionRow, "checkout">): CheckoutState {
  return session.checkout ?? {};
}

/** createOrder: starts (or restarts) the checkout from the current cart; earlier addresses and methods are forgotten. */
export async function startCheckout(visit: Visit): Promise<void> {
  const owner = await visit.session.owner();
  if (!(await loadCartLines(visit.db, owner)).length) throw userError("Warning: Your shopping cart is empty!", "cart");
  await visit.session.update({ checkout: {} });
}

/** One field of the contract's address forms (AddressField). */
export interface AddressFieldDescription {
  name: string;
  label: string;
  type: string;
  required: boolean;
  defaultValue: string;
  values: { text: string; value: string }[] | null;
}

/**
 * How the address forms are described (API_CHECKOUT_FIELDS). Both use the module's types (`text`,
 * `country`, `zone`). `module`: its names too (`country_id`, `zone_id`) and no values in the list
 * (a client takes the choices from countriesList / zonesList). `storefront` (the default until the
 * storefront's checkout reads the module's shape): `countryId` / `zoneId` with the countries and
 * the chosen country's zones as values. updateOrder accepts either set of names.
 */
export type CheckoutFieldShape = "module" | "storefront";

const entryText = (value: unknown) => (value == null ? "" : String(value));

/** The contract's AddressField list for one kind of address, prefilled from the checkout or the customer. */
export async function addressFields(visit: Visit, kind: AddressKind, shape: CheckoutFieldShape): Promise<AddressFieldDescription[]> {
  const session = await visit.session.get();
  const state = checkoutState(session);
  const entered = (kind === "payment" ? state.paymentAddress : state.shippingAddress) ?? {};
  const customer = session.customer_id ? await findCustomer(visit.db, session.customer_id) : null;
  const countryId = positiveId(entered.countryId) || (await defaultCountryId(visit.db));
  const { countries, zones } = await countriesAndZones(visit.db, countryId);
  const module = shape === "module";
  const field = (name: string, label: string, required: boolean, defaultValue: unknown = "", type = "text"): AddressFieldDescription => ({
    name,
    label,
    type,
    required,
    defaultValue: entryText(defaultValue),
    values: module ? null : [],
  });
  const typed = (name: string, fallback?: string | null) => entered[name] ?? fallback;
  return [
    field("firstName", "First Name", true, typed("firstName", customer?.firstname)),
    field("lastName", "Last Name", true, typed("lastName", customer?.lastname)),
    ...(kind === "payment"
      ? [
          field("email", "E-Mail", true, typed("email", customer?.email)),
          field("telephone", "Telephone", false, typed("telephone", customer?.telephone)),
        ]
      : []),
    field("company", "Company", false, typed("company")),
    field("address1", "Address 1", true, typed("address1")),
    field("address2", "Address 2", false, typed("address2")),
    field("city", "City", true, typed("city")),
    field("postcode", "Postcode", true, typed("postcode")),
    {
      ...field(module ? "country_id" : "countryId", "Country", true, countryId || "", "country"),
      values: module ? null : countries.map((country) => ({ text: country.name, value: String(country.id) })),
    },
    {
      // Required only when the chosen country has zones, as in the address book.
      ...field(module ? "zone_id" : "zoneId", "Region / State", zones.length > 0, typed("zoneId"), "zone"),
      values: module ? null : zones.map((zone) => ({ text: zone.name, value: String(zone.id) })),
    },
  ];
}

/** OpenCart's own field names (the module's `country_id`, `zone_id`; its address book's) are accepted too. */
const FIELD_ALIASES: Record<string, string> = {
  firstname: "firstName",
  lastname: "lastName",
  address_1: "address1",
  address_2: "address2",
  zipcode: "postcode",
  country_id: "countryId",
  zone_id: "zoneId",
  phone: "telephone",
};

/** The fields updateOrder sent, under the API's own names, trimmed; a field left out is not in it. */
function enteredFields(fields: EnteredFields): Record<string, string> {
  const raw: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field?.name) continue;
    raw[FIELD_ALIASES[field.name] ?? field.name] = field.value ?? "";
  }
  return trimmedValues(raw);
}

/**
 * Validates a stored address at confirmOrder; errors name the field (paymentAddress.city …).
 * A logged-in customer who leaves the payment email out pays with the account's email.
 */
async function validAddress(
  db: Queryable,
  kind: AddressKind,
  entered: EnteredAddress,
  accountEmail: string | undefined,
): Promise<CheckoutAddress> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(entered)) values[name] = entryText(value);
  const errors = new FieldErrors(`${kind}Address.`, `${kind === "payment" ? "Payment" : "Shipping"} address: `);
  const address = await checkAddress(db, values, errors, "postcode");
  const email = values.email || accountEmail;
  if (kind === "payment") errors.email("email", email).lengths(values, [{ ...phoneRule, field: "telephone" }]);
  errors.throwIfAny();
  if (!address) throw new Error("checkAddress failed without an error");
  return kind === "payment" ? { ...address, email, telephone: values.telephone ?? "" } : address;
}

/** An address-book id sent to updateOrder: only the logged-in customer's own addresses. */
async function ownAddressId(db: Queryable, session: SessionRow, kind: AddressKind, id: string): Promise<number> {
  const field = `${kind}AddressId`;
  if (!session.customer_id) throw userError("Warning: Log in to use an address from your address book!", field);
  const [row] = await loadAddresses(db, session.customer_id, positiveId(id));
  if (!row) throw userError("Warning: Address not found!", field);
  return row.id;
}

type EnteredFields = ReadonlyArray<{ name?: string | null; value?: string | null } | null>;

export interface UpdateOrderArgs {
  paymentAddress?: EnteredFields | null;
  paymentAddressId?: string | null;
  paymentMethod?: string | null;
  shippingAddress?: EnteredFields | null;
  shippingAddressId?: string | null;
  shippingMethod?: string | null;
}

/**
 * Merges what updateOrder sends into the session's checkout state (under the session row lock).
 * Address fields are stored as sent, unchecked, as the module stores them: a client may send one
 * field at a time (VueFront's checkout does on every change), and confirmOrder validates the whole.
 * Fields and arguments left out keep their stored value; a typed address replaces an address-book
 * id and vice versa; an empty id clears it. Methods and address-book ids are checked at once.
 */
export async function updateCheckout(visit: Visit, args: UpdateOrderArgs): Promise<void> {
  const session = await visit.session.get();
  const changes: CheckoutState = {};
  const typed: Partial<Record<AddressKind, Record<string, string>>> = {};
  const cleared: (keyof CheckoutState)[] = [];

  for (const kind of ["payment", "shipping"] as const) {
    const fields = args[`${kind}Address`];
    const id = args[`${kind}AddressId`];
    if (fields?.length) {
      typed[kind] = enteredFields(fields);
      cleared.push(`${kind}AddressId`);
    }
    if (id) changes[`${kind}AddressId`] = await ownAddressId(visit.db, session, kind, id);
    else if (id === "") cleared.push(`${kind}AddressId`);
  }
  if (args.shippingMethod) {
    if (!findShipping(args.shippingMethod)) throw userError("Warning: Please choose a valid shipping method!", "shippingMethod");
    changes.shippingMethod = args.shippingMethod;
  }
  if (args.paymentMethod) {
    if (!findPayment(args.paymentMethod)) throw userError("Warning: Please choose a valid payment method!", "paymentMethod");
    changes.paymentMethod = args.paymentMethod;
  }

  await visit.db.transaction(async (tx) => {
    const state = { ...checkoutState(await visit.session.lock(tx)) };
    for (const key of cleared) delete state[key];
    for (const kind of ["payment", "shipping"] as const) {
      const fields = typed[kind];
      if (fields) changes[`${kind}Address`] = { ...state[`${kind}Address`], ...fields };
    }
    await visit.session.update({ checkout: { ...state, ...changes } }, tx);
  });
}

/**
 * The payment or shipping address an order gets: an address-book entry (email from the customer),
 * else the typed one, validated now; shipping falls back to the payment address ("same as billing").
 */
export async function orderAddress(db: Queryable, session: SessionRow, kind: AddressKind): Promise<CheckoutAddress | null> {
  const state = checkoutState(session);
  const id = kind === "payment" ? state.paymentAddressId : state.shippingAddressId;
  if (id && session.customer_id) {
    const [row] = await loadAddresses(db, session.customer_id, id);
    if (row) {
      const customer = await findCustomer(db, session.customer_id);
      return { ...addressValuesOf(row), email: customer?.email ?? "", telephone: customer?.telephone ?? "" };
    }
  }
  const entered = kind === "payment" ? state.paymentAddress : state.shippingAddress;
  if (entered) {
    const accountEmail = session.customer_id ? (await findCustomer(db, session.customer_id))?.email : undefined;
    return validAddress(db, kind, entered, accountEmail);
  }
  return kind === "shipping" ? orderAddress(db, session, "payment") : null;
}
