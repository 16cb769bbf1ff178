/**
 * The checkout's state in the API session (session.checkout, jsonb), as OpenCart keeps it in its
 * PHP session: the payment and shipping addresses (typed in, or address-book ids), the chosen
 * methods, and the order the last confirm placed. Also the address field descriptions the
 * contract's paymentAddress / shippingAddress queries return.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import type { SessionRow } from "@commerce/http/session";
import { findCustomer, phoneRule } from "./account";
import { addressValuesOf, checkAddress, loadAddresses, type AddressValues } from "./account-address";
import { FieldErrors, positiveId, trimmedValues, userError } from "./account-validation";
import { findPayment, findShipping } from "./checkout-methods";

export interface CheckoutAddress extends AddressValues {
  /** Payment address only. */
  email?: string;
  telephone?: string;
}

export interface CheckoutState {
  paymentAddress?: CheckoutAddress;
  paymentAddressId?: number;
  shippingAddress?: CheckoutAddress;
  shippingAddressId?: number;
  paymentMethod?: string;
  shippingMethod?: string;
  /** Set by confirmOrder; a repeated confirm with the cart now empty answers this order again. */
  confirmed?: { orderId: number; at: string };
}

export type AddressKind = "payment" | "shipping";

export function checkoutState(session: Pick<SessionRow, "checkout">): CheckoutState {
  return (session.checkout ?? {}) as CheckoutState;
}

/** The contract's AddressField list for one kind of address, prefilled from the checkout or the customer. */
export async function addressFields(context: ApiContext, kind: AddressKind) {
  const session = await context.session.get();
  const state = checkoutState(session);
  const entered: Partial<CheckoutAddress> = (kind === "payment" ? state.paymentAddress : state.shippingAddress) ?? {};
  const customer = session.customer_id ? await findCustomer(context.db, session.customer_id) : null;
  const countryId = entered.countryId ?? (await defaultCountryId(context.db));
  const [countries, zones] = await Promise.all([
    context.db.query<{ id: number; name: string }>(`select id, name from country order by name`),
    context.db.query<{ id: number; name: string }>(`select id, name from zone where country_id = $1 order by name`, [countryId ?? 0]),
  ]);
  const text = (name: string, label: string, required: boolean, defaultValue = "", type = "text") => ({
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
      values: countries.rows.map((country) => ({ text: country.name, value: String(country.id) })),
    },
    {
      // Required only when the chosen country has zones, as in the address book.
      ...text("zoneId", "Region / State", zones.rows.length > 0, entered.zoneId ? String(entered.zoneId) : "", "select"),
      values: zones.rows.map((zone) => ({ text: zone.name, value: String(zone.id) })),
    },
  ];
}

/** The store is US-oriented: the United States is preselected when the list has it. */
async function defaultCountryId(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(`select id from country where iso_code_2 = 'US' order by id limit 1`);
  return rows[0]?.id ?? null;
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
  fields: ReadonlyArray<{ name?: string | null; value?: string | null } | null>,
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
  if (kind === "shipping") {
    errors.throwIfAny();
    return address!;
  }
  const email = values.email || accountEmail;
  errors.email("email", email).lengths(values, [{ ...phoneRule, field: "telephone" }]);
  errors.throwIfAny();
  return { ...address!, email, telephone: values.telephone ?? "" };
}

/** An address-book id sent to updateOrder: only the logged-in customer's own addresses. */
async function ownAddressId(db: Queryable, session: SessionRow, kind: AddressKind, id: string): Promise<number> {
  const field = `${kind}AddressId`;
  if (!session.customer_id) throw userError("Warning: Log in to use an address from your address book!", field);
  const [row] = await loadAddresses(db, session.customer_id, positiveId(id));
  if (!row) throw userError("Warning: Address not found!", field);
  return row.id;
}

export interface UpdateOrderArgs {
  paymentAddress?: { name?: string | null; value?: string | null }[] | null;
  paymentAddressId?: string | null;
  paymentMethod?: string | null;
  shippingAddress?: { name?: string | null; value?: string | null }[] | null;
  shippingAddressId?: string | null;
  shippingMethod?: string | null;
}

/**
 * Validates what updateOrder sends and merges it into the session's checkout state (under the
 * session row lock). Arguments left out keep their stored value; a typed address replaces an
 * address-book id and vice versa; an empty id clears it.
 */
export async function updateCheckout(context: ApiContext, args: UpdateOrderArgs): Promise<void> {
  const session = await context.session.get();
  const customer = session.customer_id ? await findCustomer(context.db, session.customer_id) : null;
  const changes: CheckoutState = {};
  const cleared: (keyof CheckoutState)[] = [];

  for (const kind of ["payment", "shipping"] as const) {
    const fields = args[`${kind}Address`];
    const id = args[`${kind}AddressId`];
    if (fields?.length) {
      changes[`${kind}Address`] = await enteredAddress(context.db, kind, fields, customer?.email);
      cleared.push(`${kind}AddressId`);
    }
    if (id) changes[`${kind}AddressId`] = await ownAddressId(context.db, session, kind, id);
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

  await context.db.transaction(async (tx) => {
    const state = { ...checkoutState(await context.session.lock(tx)) };
    for (const key of cleared) delete state[key];
    await context.session.update({ checkout: { ...state, ...changes } }, tx);
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
