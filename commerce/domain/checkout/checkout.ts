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
import type { AddressKind, CheckoutAddress, CheckoutState } from "@commerce/domain/session/checkout-state";
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

/** One field of the contract's address forms (AddressField), with its select options. */
export interface AddressFieldDescription {
  name: string;
  label: string;
  type: string;
  required: boolean;
  defaultValue: string;
  values: { text: string; value: string }[];
}

/** The contract's AddressField list for one kind of address, prefilled from the checkout or the customer. */
export async function addressFields(visit: Visit, kind: AddressKind): Promise<AddressFieldDescription[]> {
  const session = await visit.session.get();
  const state = checkoutState(session);
  const entered: Partial<CheckoutAddress> = (kind === "payment" ? state.paymentAddress : state.shippingAddress) ?? {};
  const customer = session.customer_id ? await findCustomer(visit.db, session.customer_id) : null;
  const countryId = entered.countryId ?? (await defaultCountryId(visit.db));
  const { countries, zones } = await countriesAndZones(visit.db, countryId);
  const text = (name: string, label: string, required: boolean, defaultValue = "", type = "text"): AddressFieldDescription => ({
    name,
    label,
    type,
    required,
    defaultValue,
    values: [],
  });
  return [
    text("firstName", "First Name", true, entered.firstName ?? customer?.firstname),
    text("lastName", "Last Name", true, entered.lastName ?? customer?.lastname),
    ...(kind === "payment"
      ? [
          text("email", "E-Mail", true, entered.email ?? customer?.email, "email"),
          text("telephone", "Telephone", false, entered.telephone ?? customer?.telephone, "tel"),
        ]
      : []),
    text("company", "Company", false, entered.company),
    text("address1", "Address 1", true, entered.address1),
    text("address2", "Address 2", false, entered.address2),
    text("city", "City", true, entered.city),
    text("postcode", "Postcode", true, entered.postcode),
    {
      ...text("countryId", "Country", true, countryId ? String(countryId) : "", "select"),
      values: countries.map((country) => ({ text: country.name, value: String(country.id) })),
    },
    {
      // Required only when the chosen country has zones, as in the address book.
      ...text("zoneId", "Region / State", zones.length > 0, entered.zoneId ? String(entered.zoneId) : "", "select"),
      values: zones.map((zone) => ({ text: zone.name, value: String(zone.id) })),
    },
  ];
}

/** OpenCart's own field names are accepted too, for clients written against a real store. */
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

/**
 * Validates an address sent to updateOrder as [InputField]; errors name the field (paymentAddress.city …).
 * A logged-in customer who leaves the payment email out pays with the account's email.
 */
async function enteredAddress(
  db: Queryable,
  kind: AddressKind,
  fields: EnteredFields,
  accountEmail: string | undefined,
): Promise<CheckoutAddress> {
  const raw: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field?.name) continue;
    raw[FIELD_ALIASES[field.name] ?? field.name] = field.value;
  }
  const values = trimmedValues(raw);
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
 * Validates what updateOrder sends and merges it into the session's checkout state (under the
 * session row lock). Arguments left out keep their stored value; a typed address replaces an
 * address-book id and vice versa; an empty id clears it.
 */
export async function updateCheckout(visit: Visit, args: UpdateOrderArgs): Promise<void> {
  const session = await visit.session.get();
  const customer = session.customer_id ? await findCustomer(visit.db, session.customer_id) : null;
  const changes: CheckoutState = {};
  const cleared: (keyof CheckoutState)[] = [];

  for (const kind of ["payment", "shipping"] as const) {
    const fields = args[`${kind}Address`];
    const id = args[`${kind}AddressId`];
    if (fields?.length) {
      changes[`${kind}Address`] = await enteredAddress(visit.db, kind, fields, customer?.email);
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
    await visit.session.update({ checkout: { ...state, ...changes } }, tx);
  });
}

/**
 * The payment or shipping address an order gets: an address-book entry (email from the customer),
 * else the typed one; shipping falls back to the payment address ("same as billing").
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
  if (entered) return entered;
  return kind === "shipping" ? orderAddress(db, session, "payment") : null;
}
