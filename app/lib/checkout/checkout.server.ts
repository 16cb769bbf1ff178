/**
 * The checkout's calls (spec section 2; contract: createOrder, paymentAddress, shippingAddress,
 * updateOrder, confirmOrder). Each step's page is one query; each step's form one or two mutations.
 * The steps a shopper has completed are kept in the storefront session (`checkoutStep`), so a
 * later step opens only after the earlier ones, and the order's id travels to the next page as a
 * one-time value (order placed page) or waits in the session for the card payment's return.
 */
import { addressFormValues, ADDRESS_FIELD_NAMES, type PlaceOption } from "~/lib/account/address";
import { placeOptions } from "~/lib/account/zones.server";
import type { CheckoutPageQuery, InputField } from "~/lib/api/generated/graphql";
import { toCart, type Cart } from "~/lib/cart/cart-data";
import type { Shopper } from "~/lib/shopper.server";
import {
  CheckoutConfirmDocument,
  CheckoutInformationDocument,
  CheckoutMethodDocument,
  CheckoutPageDocument,
  CheckoutSavedAddressesDocument,
} from "./queries.server";
import { FREE_SHIPPING, type CheckoutStep } from "./steps";

type CheckoutFields = NonNullable<CheckoutPageQuery["paymentAddress"]>["fields"] | CheckoutPageQuery["shippingAddress"];

/** The step-1 form's fields, as the account document names them (the API takes zipcode as postcode). */
export const INFORMATION_FIELDS = ["email", "telephone", ...ADDRESS_FIELD_NAMES] as const;
export type InformationValues = Record<(typeof INFORMATION_FIELDS)[number], string>;

export interface SavedAddress extends PlaceOption {
  values: Omit<InformationValues, "email" | "telephone">;
}

export interface CheckoutMethod {
  code: string;
  name: string;
}

export interface CheckoutReview {
  email: string;
  telephone: string;
  shipTo: string[];
}

export interface CheckoutPageData {
  step: CheckoutStep;
  reached: number;
  cart: Cart;
  loggedIn: boolean;
  information: {
    values: InformationValues;
    countries: PlaceOption[];
    zones: PlaceOption[];
    savedAddresses: SavedAddress[];
  } | null;
  review: CheckoutReview | null;
  shippingMethods: CheckoutMethod[];
  /** The method chosen earlier, preselected. */
  shippingMethod: string | null;
  paymentMethods: CheckoutMethod[];
}

const fieldValue = (fields: CheckoutFields, name: string) => fields?.find((field) => field?.name === name)?.defaultValue ?? "";

const options = (fields: CheckoutFields, name: string): PlaceOption[] =>
  (fields?.find((field) => field?.name === name)?.values ?? []).flatMap((value) =>
    value?.value && value.text ? [{ id: value.value, name: value.text }] : [],
  );

/** What the form starts with: what the shopper typed before (the API keeps it), or the account's e-mail. */
function storedValues(fields: CheckoutFields, customerEmail: string): InformationValues {
  return {
    email: fieldValue(fields, "email") || customerEmail,
    telephone: fieldValue(fields, "telephone"),
    firstName: fieldValue(fields, "firstName"),
    lastName: fieldValue(fields, "lastName"),
    company: fieldValue(fields, "company"),
    address1: fieldValue(fields, "address1"),
    address2: fieldValue(fields, "address2"),
    city: fieldValue(fields, "city"),
    zipcode: fieldValue(fields, "postcode") || fieldValue(fields, "zipcode"),
    countryId: fieldValue(fields, "countryId"),
    zoneId: fieldValue(fields, "zoneId"),
  };
}

/** The typed values a no-JavaScript "Update zones" carried in the query, over the stored ones. */
function withTyped(values: InformationValues, query: URLSearchParams): InformationValues {
  const next = { ...values };
  for (const name of INFORMATION_FIELDS) {
    const typed = query.get(name);
    if (typed != null) next[name] = typed;
  }
  // A new country starts without a zone (account document: the country change resets the zone).
  if (query.get("countryId") != null && query.get("countryId") !== values.countryId) next.zoneId = "";
  return next;
}

function reviewOf(payment: CheckoutFields, shipping: CheckoutFields): CheckoutReview {
  const pick = (name: string) => fieldValue(shipping, name);
  const nameOf = (field: string) => options(shipping, field).find((option) => option.id === pick(field))?.name ?? "";
  const cityLine = [pick("city"), [nameOf("zoneId"), pick("postcode")].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    email: fieldValue(payment, "email"),
    telephone: fieldValue(payment, "telephone"),
    shipTo: [
      [pick("firstName"), pick("lastName")].filter(Boolean).join(" "),
      pick("company"),
      pick("address1"),
      pick("address2"),
      cityLine,
      nameOf("countryId"),
    ].filter(Boolean),
  };
}

/** The shipping options: the storefront's free shipping first (spec), then the store's. */
function shippingOptions(methods: CheckoutPageQuery["shippingMethods"]): CheckoutMethod[] {
  const server = (methods ?? []).flatMap((method) =>
    method?.codename && method.codename !== FREE_SHIPPING.code ? [{ code: method.codename, name: method.name ?? method.codename }] : [],
  );
  return [{ code: FREE_SHIPPING.code, name: FREE_SHIPPING.name }, ...server];
}

/** Which method the totals say was chosen: by its title, free shipping by its zero cost. */
function chosenShipping(cart: Cart, methods: CheckoutPageQuery["shippingMethods"]): string | null {
  const line = cart.totals.find((total) => total.code === "shipping");
  if (!line) return null;
  const match = (methods ?? []).find((method) => method?.title && method.title === line.title);
  if (match?.codename) return match.codename;
  return line.value === 0 ? FREE_SHIPPING.code : null;
}

export async function loadCheckoutPage(
  shopper: Shopper,
  step: CheckoutStep,
  reached: number,
  query: URLSearchParams,
): Promise<CheckoutPageData> {
  const countryOverride = query.get("countryId") ?? "";
  const { data } = await shopper.api.requestPartial(CheckoutPageDocument, {
    information: step === 1,
    review: step > 1,
    shipping: step === 2,
    payment: step === 3,
    countryId: countryOverride,
    withZones: step === 1 && countryOverride !== "",
  });
  const cart = toCart(data.cart);
  const loggedIn = Boolean(data.accountCheckLogged?.status);
  const paymentFields = data.paymentAddress?.fields;

  let information: CheckoutPageData["information"] = null;
  if (step === 1) {
    const values = withTyped(storedValues(paymentFields, data.accountCheckLogged?.customer?.email ?? ""), query);
    const zones = countryOverride ? placeOptions(data.zonesList?.content) : options(paymentFields, "zoneId");
    information = {
      values,
      countries: options(paymentFields, "countryId"),
      zones,
      savedAddresses: loggedIn ? await loadSavedAddresses(shopper) : [],
    };
  }

  return {
    step,
    reached,
    cart,
    loggedIn,
    information,
    review: step > 1 ? reviewOf(paymentFields, data.shippingAddress) : null,
    shippingMethods: step === 2 ? shippingOptions(data.shippingMethods) : [],
    // Free shipping is advertised on all orders (spec section 1): the default choice.
    shippingMethod: step === 2 ? (chosenShipping(cart, data.shippingMethods) ?? FREE_SHIPPING.code) : null,
    paymentMethods: (data.paymentMethods ?? []).flatMap((method) =>
      method?.codename ? [{ code: method.codename, name: method.name ?? method.codename }] : [],
    ),
  };
}

/** A logged-in customer's address book, as choices for step 1. */
export async function loadSavedAddresses(shopper: Shopper): Promise<SavedAddress[]> {
  const { data } = await shopper.api.requestPartial(CheckoutSavedAddressesDocument);
  return (data.accountAddressList ?? []).flatMap((address) => {
    if (!address?.id) return [];
    const values = addressFormValues(address);
    const name = [`${values.firstName} ${values.lastName}`.trim(), values.address1, values.city, address.zone?.name, address.country?.name]
      .filter(Boolean)
      .join(", ");
    return [{ id: address.id, name, values }];
  });
}

/** Step 1: (re)starts the checkout from the cart and stores the address for payment and delivery. */
export async function saveInformation(
  shopper: Shopper,
  values: Omit<InformationValues, "email" | "telephone"> & { email: string; telephone?: string },
): Promise<void> {
  const address: InputField[] = [
    { name: "firstName", value: values.firstName },
    { name: "lastName", value: values.lastName },
    { name: "company", value: values.company ?? "" },
    { name: "address1", value: values.address1 },
    { name: "address2", value: values.address2 ?? "" },
    { name: "city", value: values.city },
    { name: "zipcode", value: values.zipcode },
    { name: "countryId", value: values.countryId },
    { name: "zoneId", value: values.zoneId ?? "" },
  ];
  await shopper.api.request(CheckoutInformationDocument, {
    paymentAddress: [{ name: "email", value: values.email }, { name: "telephone", value: values.telephone ?? "" }, ...address],
    shippingAddress: address,
  });
}

export async function chooseShipping(shopper: Shopper, code: string): Promise<void> {
  await shopper.api.request(CheckoutMethodDocument, { shippingMethod: code });
}

/**
 * Step 3: the payment method, then the order. Two calls on purpose: in one document a refused
 * payment method would not stop confirmOrder from placing the order with an older choice.
 */
export async function placeOrder(shopper: Shopper, paymentMethod: string): Promise<{ orderId: string; paymentUrl: string | null }> {
  await shopper.api.request(CheckoutMethodDocument, { paymentMethod });
  const { confirmOrder } = await shopper.api.request(CheckoutConfirmDocument);
  return { orderId: confirmOrder?.order?.id ?? "", paymentUrl: confirmOrder?.url || null };
}
