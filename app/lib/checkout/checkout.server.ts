/**
 * The checkout's calls (docs/product/checkout.md; contract: createOrder, paymentAddress, shippingAddress,
 * updateOrder, confirmOrder). Each step's page is one query; each step's form one or two mutations.
 * The steps a shopper has completed are kept in the storefront session (`checkoutStep`), so a
 * later step opens only after the earlier ones, and the order's id travels to the next page as a
 * one-time value (order placed page) or waits in the session for the card payment's return.
 */
import { loadZones, placeOptions } from "~/lib/account/zones.server";
import { addressFormValues, defaultCountryId, type AddressFormValues, type PlaceOption } from "~/lib/address";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import type { CheckoutAddressFieldFragment, CheckoutPageQuery, CheckoutSavedAddressesQuery, InputField } from "~/lib/api/generated/graphql";
import { TtlCache } from "~/lib/cache.server";
import { toCart, withKeptCoupon, type Cart } from "~/lib/cart/cart-data";
import { removeCoupon } from "~/lib/cart/cart.server";
import { cookiesSecure } from "~/lib/document/request-context.server";
import { getEnv } from "~/lib/env.server";
import type { CheckoutFormFields } from "~/lib/forms/checkout";
import { fieldOfKind, formFieldOf, type FormField } from "~/lib/forms/store-fields";
import { parseMoney } from "~/lib/money";
import { publicOrigin } from "~/lib/seo/origin.server";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";
import { keptShopperState } from "~/lib/shopper-state/shopper-state.server";
import type { Shopper } from "~/lib/shopper.server";
import { checkoutDetailsOf, type CheckoutDetails } from "./checkout-details.server";
import { handoverCookies, handoverPlan, handoverTarget } from "./handover";
import {
  CheckoutConfirmDocument,
  CheckoutCouponDocument,
  CheckoutHandoverDocument,
  CheckoutFieldsDocument,
  CheckoutInformationDocument,
  CheckoutMethodDocument,
  CheckoutPageDocument,
  CheckoutPlaceNamesDocument,
  CheckoutSavedAddressesDocument,
} from "./queries.server";
import { CHECKOUT_SUCCESS_PATH, FREE_SHIPPING, type CheckoutStep } from "./steps";
import { storeOrderApi } from "./store-orders/index.server";
import { storeGrandTotal, storeTotalLines, summaryTotals, type StoreTotalLine, type SummaryTotals } from "./summary";

type StoreFieldList = readonly (CheckoutAddressFieldFragment | null)[] | null | undefined;

/**
 * The store's address forms as step 1 uses them: the payment address's own fields (e-mail,
 * telephone) are the contact, the delivery address's the address; the names each list has, to
 * send each address with exactly the store's names.
 */
export interface StoreForm extends CheckoutFormFields {
  paymentNames: string[];
  shippingNames: string[];
  /** The country and zone fields' names (null when the store asks for none). */
  countryField: string | null;
  zoneField: string | null;
}

export function storeFormOf(payment: StoreFieldList, shipping: StoreFieldList): StoreForm {
  const list = (fields: StoreFieldList) => (fields ?? []).flatMap((field) => (field ? (formFieldOf(field) ?? []) : []));
  const paymentFields = list(payment);
  const shippingFields = list(shipping);
  const shippingNames = shippingFields.map((field) => field.name);
  // A store without a delivery address list: the payment one's address fields are the address.
  const isContact = (field: FormField) =>
    shippingFields.length ? !shippingNames.includes(field.name) : field.role === "email" || field.role === "telephone";
  const address = shippingFields.length ? shippingFields : paymentFields.filter((field) => !isContact(field));
  return {
    contact: paymentFields.filter(isContact),
    address,
    paymentNames: paymentFields.map((field) => field.name),
    shippingNames,
    countryField: fieldOfKind(address, "country")?.name ?? null,
    zoneField: fieldOfKind(address, "zone")?.name ?? null,
  };
}

/**
 * The shop's own Telephone field, for a store's order API that requires one (OpenCart's `api/customer`:
 * 3 to 32 characters) when the store's form has none (the stock module's): required, with the account
 * forms' telephone rule; kept with the details, never sent as a store field (decision 362).
 */
export const ORDER_TELEPHONE_FIELD = "telephone";

export function withOrderTelephone(form: StoreForm): StoreForm {
  if (!storeOrderApi() || [...form.contact, ...form.address].some((field) => field.role === "telephone")) return form;
  const telephone = formFieldOf({ name: ORDER_TELEPHONE_FIELD, type: "tel", required: true })!;
  return { ...form, contact: [...form.contact, telephone] };
}

/** Typed values by the store's field names. */
export type InformationValues = Record<string, string>;

export interface SavedAddress extends PlaceOption {
  values: AddressFormValues;
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
  information:
    | (StoreForm & {
        values: InformationValues;
        countries: PlaceOption[];
        /** The chosen country's zones. */
        zones: PlaceOption[];
        savedAddresses: SavedAddress[];
      })
    | null;
  review: CheckoutReview | null;
  /** The store's own total lines, when the cart has no coded totals (a stock store); else null. */
  storeTotals: StoreTotalLine[] | null;
  shippingMethods: CheckoutMethod[];
  /** The method chosen earlier, else the first offered: preselected. */
  shippingMethod: string | null;
  /** Step 3: the chosen method's name, for the review. */
  shippingName: string | null;
  paymentMethods: CheckoutMethod[];
  /** Step 3 when the store lists no payment method: its own checkout takes the order. */
  handover: CheckoutHandover | null;
  /** Step 3: the store's order API refused to quote the order (its words), shown as the step's alert (decision 360). */
  storeRefusal?: string | null;
  /** Step 3: the payment methods and total lines are the store's order API's (decision 360). */
  storeQuoted?: boolean;
}

const valueOf = (fields: StoreFieldList, name: string | null | undefined) =>
  (name && fields?.find((field) => field?.name === name)?.defaultValue) || "";

/** A field's value by what it is for (the review reads any store's names). */
const roleValue = (fields: StoreFieldList, role: FormField["role"]) =>
  valueOf(fields, fields?.find((field) => field && formFieldOf(field)?.role === role)?.name);

/**
 * What the form starts with: what the shopper typed before (kept by the shop, decision 362, or echoed
 * by the store), or the account's e-mail and telephone.
 */
function storedValues(
  form: StoreForm,
  payment: StoreFieldList,
  shipping: StoreFieldList,
  customer: { email?: string | null; phone?: string | null } | null | undefined,
  kept: CheckoutDetails | null,
): InformationValues {
  const values: InformationValues = {};
  for (const field of form.contact) values[field.name] = valueOf(payment, field.name);
  for (const field of form.address) values[field.name] = valueOf(shipping, field.name) || valueOf(payment, field.name);
  for (const field of [...form.contact, ...form.address]) {
    const typed = field.role ? kept?.[field.role] : undefined;
    if (typed) values[field.name] = typed;
  }
  const fromAccount = { email: customer?.email ?? "", telephone: customer?.phone ?? "" };
  for (const field of form.contact) {
    if ((field.role === "email" || field.role === "telephone") && !values[field.name]) values[field.name] = fromAccount[field.role];
  }
  return values;
}

/** The typed values a no-JavaScript "Update zones" carried in the query, over the stored ones. */
function withTyped(form: StoreForm, values: InformationValues, query: URLSearchParams): InformationValues {
  const next = { ...values };
  for (const field of [...form.contact, ...form.address]) {
    const typed = query.get(field.name);
    if (typed != null) next[field.name] = typed;
  }
  // A new country starts without a zone (docs/product/accounts.md: the country change resets the zone).
  if (form.countryField && form.zoneField && next[form.countryField] !== values[form.countryField]) next[form.zoneField] = "";
  return next;
}

/** The review's country and zone names: from the field's values, else asked by id (a stock module lists none). */
async function placeNames(shopper: Shopper, fields: StoreFieldList, countryId: string, zoneId: string) {
  const named = (role: FormField["role"], id: string) =>
    fields?.find((field) => field && formFieldOf(field)?.role === role)?.values?.find((value) => value?.value === id)?.text ?? "";
  let country = named("countryId", countryId);
  // A typed zone (WordPress's `state`, "NY") is its own name; an id is looked up.
  let zone = named("zoneId", zoneId) || (/^\d*$/.test(zoneId) ? "" : zoneId);
  const countryNumber = Number(countryId);
  if ((!country || (zoneId && !zone)) && Number.isInteger(countryNumber) && countryNumber > 0) {
    const zoneNumber = Number(zoneId);
    const withZone = Number.isInteger(zoneNumber) && zoneNumber > 0;
    const { data } = await shopper.api.requestPartial(CheckoutPlaceNamesDocument, {
      countryId: countryNumber,
      zoneId: withZone ? zoneNumber : null,
      withZone,
    });
    country ||= data.country?.name ?? "";
    zone ||= data.zone?.name ?? "";
  }
  return { country, zone };
}

async function reviewOf(shopper: Shopper, payment: StoreFieldList, shipping: StoreFieldList): Promise<CheckoutReview> {
  // What step 1 sent, kept by the shop (decision 362), else what the store echoes (the stock module: nothing).
  const kept = checkoutDetailsOf(shopper);
  const pick = (role: FormField["role"]) => (role && kept?.[role]) || roleValue(shipping, role) || roleValue(payment, role);
  const names = await placeNames(shopper, shipping, pick("countryId"), pick("zoneId"));
  const cityLine = [pick("city"), [names.zone, pick("zipcode")].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    email: kept?.email || roleValue(payment, "email"),
    telephone: kept?.telephone || roleValue(payment, "telephone"),
    shipTo: [
      [pick("firstName"), pick("lastName")].filter(Boolean).join(" "),
      pick("company"),
      pick("address1"),
      pick("address2"),
      cityLine,
      names.country,
    ].filter(Boolean),
  };
}

/**
 * The shipping options: exactly what the store lists, in its order. The storefront's free shipping
 * is offered only when the store lists `free.shipping`, then in the product's words
 * (docs/decisions/222-store-shipping-methods.md).
 */
export function shippingOptions(methods: CheckoutPageQuery["shippingMethods"]): CheckoutMethod[] {
  const seen = new Set<string>();
  return (methods ?? []).flatMap((method) => {
    const code = method?.codename;
    if (!code || seen.has(code)) return [];
    seen.add(code);
    return [{ code, name: code === FREE_SHIPPING.code ? FREE_SHIPPING.name : method.name || code }];
  });
}

/**
 * Which offered method was chosen before: with coded totals, the shipping line's title (free
 * shipping by its zero cost); on a stock store, the store's total line whose title starts the
 * method's name ("Flat Shipping Rate" of "Flat Shipping Rate - $8.00"). Null when none is known.
 */
export function chosenShipping(
  cart: Cart,
  storeLines: readonly StoreTotalLine[] | null,
  methods: CheckoutPageQuery["shippingMethods"],
  offered: readonly CheckoutMethod[],
): string | null {
  const isOffered = (code: string | null | undefined) => Boolean(code && offered.some((method) => method.code === code));
  const line = cart.totals.find((total) => total.code === "shipping");
  if (line) {
    const match = (methods ?? []).find((method) => method?.title && method.title === line.title)?.codename;
    if (isOffered(match)) return match!;
    if (line.value === 0 && isOffered(FREE_SHIPPING.code)) return FREE_SHIPPING.code;
  }
  for (const total of storeLines ?? []) {
    const match = (methods ?? []).find(
      (method) => method?.name && method.name !== total.title && method.name.startsWith(`${total.title} - `),
    );
    if (isOffered(match?.codename)) return match!.codename!;
  }
  return null;
}

/** Step 3 on a store that takes no payment over the API: where its own checkout is, and whether the cart goes along. */
export interface CheckoutHandover {
  /** The store's checkout (http(s)), or null when it gave none usable. */
  link: string | null;
  /** True when the browser will carry the store's session there (the cart continues). */
  carriesCart: boolean;
  /** What the store will charge: its Total line, or the cart's total. */
  total: StoreTotalLine;
  /**
   * The store's checkout is OpenCart's (`route=checkout/checkout`), a page of scripts: without
   * JavaScript the step says so before its button (docs/real-stores.md#checkout-on-the-stores-own-page).
   */
  needsJavaScript: boolean;
}

/** Where a path the store answers is: the shop itself for the embedded API, else the API's host. */
function storeBase(request: Request): string {
  const env = getEnv();
  return env.embeddedApi ? publicOrigin(request) : env.apiUrl;
}

function handoverOf(request: Request, shopper: Shopper, link: string | null | undefined, totals: SummaryTotals): CheckoutHandover {
  const target = handoverTarget(link, storeBase(request));
  const shopHost = new URL(publicOrigin(request)).hostname;
  const plan = target ? handoverPlan(target.hostname, shopHost, getEnv().storeCookieDomain) : null;
  const total =
    totals.kind === "store"
      ? (storeGrandTotal(totals.lines) ?? { title: "Total", text: totals.total })
      : { title: "Total", text: totals.total };
  // A customer signed in by a token (WordPress) has their cart with the sign-in, which the browser
  // cannot carry to the store's pages: the store's checkout would find an empty bag (decision 234).
  const carriesCart = Boolean(plan?.usable && shopper.hasApiSession && !shopper.signedInByToken);
  const needsJavaScript = target?.searchParams.get("route") === "checkout/checkout";
  return { link: target?.href ?? null, carriesCart, total, needsJavaScript };
}

/**
 * What step 1 learnt on its last render, per web process, so that its next render asks the zones of
 * the country it will show in the same call as the page (the country is known only from the page's
 * answer): the store's country field's name and default country, and each store session's country.
 * A wrong guess costs the call it saves.
 */
const stepOne = { countryField: null as string | null, defaultCountry: "" };
const sessionCountries = new TtlCache<string>({ ttlMs: 30 * 60_000, maxEntries: 5_000 });

function likelyCountry(shopper: Shopper, query: URLSearchParams): string | null {
  const session = shopper.sessionKey;
  const typed = stepOne.countryField ? query.get(stepOne.countryField) : null;
  return typed || (session && sessionCountries.get(session)) || stepOne.defaultCountry || null;
}

function rememberCountry(shopper: Shopper, form: StoreForm, countryId: string, countries: readonly PlaceOption[]): void {
  stepOne.countryField = form.countryField;
  stepOne.defaultCountry = defaultCountryId(countries);
  const session = shopper.sessionKey;
  if (session && countryId) sessionCountries.set(session, countryId);
}

export async function loadCheckoutPage(
  request: Request,
  shopper: Shopper,
  step: CheckoutStep,
  reached: number,
  query: URLSearchParams,
): Promise<CheckoutPageData> {
  const zonesCountry = step === 1 ? likelyCountry(shopper, query) : null;
  const withAddresses = step === 1 && Boolean(keptShopperState(shopper)?.accountCheckLogged?.status);
  const { data } = await shopper.api.requestPartial(CheckoutPageDocument, {
    information: step === 1,
    // Step 3 names the method chosen (a stock store's totals carry only its title).
    shipping: step >= 2,
    payment: step === 3,
    zones: Boolean(zonesCountry),
    zonesCountry,
    addresses: withAddresses,
  });
  const cart = withKeptCoupon(toCart(data.cart, shopper.getValue("lineOptions")), shopper.getValue("orderApiCoupon"));
  const loggedIn = Boolean(data.accountCheckLogged?.status);
  const paymentFields = data.paymentAddress?.fields;
  const shippingFields = data.shippingAddress;

  let information: CheckoutPageData["information"] = null;
  if (step === 1) {
    const form = withOrderTelephone(storeFormOf(paymentFields, shippingFields));
    const countries = placeOptions(data.countriesList?.content);
    const values = withTyped(
      form,
      storedValues(form, paymentFields, shippingFields, loggedIn ? data.accountCheckLogged?.customer : null, checkoutDetailsOf(shopper)),
      query,
    );
    if (form.countryField && !values[form.countryField]) values[form.countryField] = defaultCountryId(countries);
    const countryId = (form.countryField && values[form.countryField]) || "";
    rememberCountry(shopper, form, countryId, countries);
    // What the page's own call did not bring (a wrong guess, a sign-in not seen yet) is asked now.
    const [zones, savedAddresses] = await Promise.all([
      !form.zoneField || !countryId
        ? []
        : countryId === zonesCountry
          ? placeOptions(data.zonesList?.content, countryId)
          : loadZones(shopper, countryId),
      !loggedIn ? [] : withAddresses ? savedAddressesOf(data.accountAddressList) : loadSavedAddresses(shopper),
    ]);
    information = { ...form, values, countries, zones, savedAddresses };
  }

  // A cart with coded totals (the extensions) is summed up by the product's lines; a stock store's
  // own lines are what it charges (its Cart.total is not, decision 222).
  const storeTotals = data.cart?.totals ? null : storeTotalLines(data.totals);
  const shippingMethods = step >= 2 ? shippingOptions(data.shippingMethods) : [];
  const chosen = step >= 2 ? chosenShipping(cart, storeTotals, data.shippingMethods, shippingMethods) : null;
  const paymentMethods = (data.paymentMethods ?? []).flatMap((method) =>
    method?.codename ? [{ code: method.codename, name: method.name ?? method.codename }] : [],
  );
  return {
    step,
    reached,
    cart,
    storeTotals,
    loggedIn,
    information,
    review: step > 1 ? await reviewOf(shopper, paymentFields, shippingFields) : null,
    shippingMethods: step === 2 ? shippingMethods : [],
    // The one chosen before, else the store's first.
    shippingMethod: step === 2 ? (chosen ?? shippingMethods[0]?.code ?? null) : null,
    shippingName: step === 3 ? (shippingMethods.find((method) => method.code === chosen)?.name ?? null) : null,
    paymentMethods,
    // No payment method over the API (both stock modules): the store's own checkout takes the order.
    handover:
      step === 3 && !paymentMethods.length ? handoverOf(request, shopper, data.checkoutLink?.link, summaryTotals(cart, storeTotals)) : null,
  };
}

/** The store's step-1 form alone (a post is checked against it and sent with its names). */
export async function loadStoreForm(shopper: Shopper): Promise<StoreForm> {
  const { data } = await shopper.api.requestPartial(CheckoutFieldsDocument);
  return withOrderTelephone(storeFormOf(data.paymentAddress?.fields, data.shippingAddress));
}

/** A logged-in customer's address book, as choices for step 1. */
export async function loadSavedAddresses(shopper: Shopper): Promise<SavedAddress[]> {
  const { data } = await shopper.api.requestPartial(CheckoutSavedAddressesDocument);
  return savedAddressesOf(data.accountAddressList);
}

function savedAddressesOf(list: CheckoutSavedAddressesQuery["accountAddressList"] | undefined): SavedAddress[] {
  return (list ?? []).flatMap((address) => {
    if (!address?.id) return [];
    const values = addressFormValues(address);
    const name = [`${values.firstName} ${values.lastName}`.trim(), values.address1, values.city, address.zone?.name, address.country?.name]
      .filter(Boolean)
      .join(", ");
    return [{ id: address.id, name, values }];
  });
}

/** An address from the book under the store's names (fields it does not know stay as typed). */
export function bookValues(form: StoreForm, book: AddressFormValues, typed: InformationValues): InformationValues {
  const values = { ...typed };
  for (const field of form.address) if (field.role && field.role in book) values[field.name] = book[field.role as keyof AddressFormValues];
  return values;
}

/**
 * A typed zone the store requires that a saved address lacks: the VueFront WordPress plugin's address
 * book never keeps a state (its `zoneId` is always ""), and WooCommerce refuses a US order without
 * one, "State is required" (decision 365). Null when the address is complete.
 */
export function missingTypedZone(form: StoreForm, values: InformationValues): FormField | null {
  return (
    form.address.find((field) => field.role === "zoneId" && field.kind === "text" && field.required && !values[field.name]?.trim()) ?? null
  );
}

export const savedAddressMissingText = (label: string) =>
  `This saved address has no ${label}. Choose "Enter a new address" and fill it in.`;

/** Step 1: (re)starts the checkout from the cart and stores both addresses, each with the store's own names. */
export async function saveInformation(shopper: Shopper, form: StoreForm, values: InformationValues): Promise<void> {
  const fields = (names: string[]): InputField[] => names.map((name) => ({ name, value: values[name] ?? "" }));
  await shopper.api.request(CheckoutInformationDocument, {
    paymentAddress: fields(form.paymentNames),
    shippingAddress: fields(form.shippingNames),
  });
}

export async function chooseShipping(shopper: Shopper, code: string): Promise<void> {
  await shopper.api.request(CheckoutMethodDocument, { shippingMethod: code });
}

/**
 * confirmOrder's `url` for an offline method is the store's order placed page (the module's
 * `checkout/success`, the embedded API's /store/checkout-success): nothing to pay there.
 */
export function isOrderPlacedUrl(url: string): boolean {
  try {
    const parsed = new URL(url, "http://store.invalid");
    return parsed.pathname.replace(/\/+$/, "").endsWith(CHECKOUT_SUCCESS_PATH) || parsed.searchParams.get("route") === "checkout/success";
  } catch {
    return false;
  }
}

/** The store's total is no longer the one the page showed: nothing was placed (decision 263). */
export class TotalChangedError extends Error {
  override readonly name = "TotalChangedError";
}

/** Whether the store's Total differs from the total shown, to the cent; false when either is unknown. */
export function totalChanged(
  shown: string | null | undefined,
  totals: readonly ({ title?: string | null; text?: string | null } | null)[] | null | undefined,
): boolean {
  const lines = storeTotalLines(totals);
  const was = parseMoney(shown);
  const now = parseMoney(lines ? storeGrandTotal(lines)?.text : null);
  return was != null && now != null && Math.round(was * 100) !== Math.round(now * 100);
}

/**
 * Step 3: the payment method, then the order. Two calls on purpose: in one document a refused
 * payment method would not stop confirmOrder from placing the order with an older choice.
 * The first answers the store's totals: when its Total is not the one the page showed (`shownTotal`),
 * no order is placed (TotalChangedError). A card payment's page is told where to send the shopper
 * back (`return_url`, Stripe's name): on another instance's API (remote mode) it would otherwise
 * return them to that instance.
 */
export async function placeOrder(
  shopper: Shopper,
  paymentMethod: string,
  returnUrl: string,
  shownTotal?: string | null,
): Promise<{ orderId: string; paymentUrl: string | null }> {
  const { updateOrder } = await shopper.api.request(CheckoutMethodDocument, { paymentMethod });
  if (totalChanged(shownTotal, updateOrder?.totals)) throw new TotalChangedError(`Total ${shownTotal} shown, the store's changed`);
  const { confirmOrder } = await shopper.api.request(CheckoutConfirmDocument);
  const url = confirmOrder?.url;
  let paymentUrl: string | null = null;
  if (url && !isOrderPlacedUrl(url)) {
    const [base = "", fragment] = url.split("#");
    paymentUrl = `${base}${base.includes("?") ? "&" : "?"}${new URLSearchParams({ return_url: returnUrl })}${fragment != null ? `#${fragment}` : ""}`;
  }
  return { orderId: confirmOrder?.order?.id ?? "", paymentUrl };
}

/**
 * After an order was refused or its total changed: when the coupon the page showed no longer applies
 * (the store answers the cart without it), it is taken off the store's session too, so the next
 * "Complete order" places the order at the total then shown. True when it was.
 */
export async function dropCouponGone(shopper: Shopper, shownCoupon: string | null | undefined): Promise<boolean> {
  // A stock store cannot say which coupon its cart holds (an extension): nothing to take off.
  if (!shownCoupon || !(await storeCapabilities(shopper.api)).extensions) return false;
  const { data } = await shopper.api.requestPartial(CheckoutCouponDocument);
  if (!data.cart || data.cart.coupon) return false;
  await removeCoupon(shopper, shownCoupon);
  return true;
}

/**
 * The hand-over (docs/decisions/222-store-shipping-methods.md): the store's checkout link, asked
 * again (never taken from the form), and the Set-Cookie lines giving the browser the store's
 * session, when the link's host shares cookies with the shop. Null when there is nowhere to go.
 */
export async function handoverResponse(request: Request, shopper: Shopper): Promise<{ location: string; cookies: string[] } | null> {
  const { data } = await shopper.api.requestPartial(CheckoutHandoverDocument);
  const target = handoverTarget(data.checkoutLink?.link, storeBase(request));
  if (!target) return null;
  const shop = new URL(publicOrigin(request));
  const plan = handoverPlan(target.hostname, shop.hostname, getEnv().storeCookieDomain);
  const cookies = plan.usable
    ? handoverCookies(shopper.storeCookies(), {
        domain: plan.domain,
        reserved: [SESSION_COOKIE_NAME],
        attributes: shopper.storeCookieAttributes(),
        secure: cookiesSecure(request),
      })
    : [];
  return { location: target.href, cookies };
}
