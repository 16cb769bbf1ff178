/**
 * Step 3 through the store's own order API (docs/decisions/360-orders-through-the-stores-order-api.md):
 * the order's details as step 1 sent them (kept by the shop, decision 362; else the fields the store
 * answers, by role), the cart with each line's exact choices (decision 361), the coupon the shopper applied
 * (kept in the shop's session) and the signed-in customer's id; then the store's quote (its payment
 * methods and total lines) and the order itself.
 */
import { shopperFacing } from "~/lib/api/errors";
import type { CheckoutAddressFieldFragment } from "~/lib/api/generated/graphql";
import { toCart } from "~/lib/cart/cart-data";
import { clearCartQuietly } from "~/lib/cart/cart.server";
import type { CouponChecker } from "~/lib/cart/coupon.server";
import { forgetLineChoices, lineChoicesOf } from "~/lib/cart/line-choices.server";
import { formFieldOf, type FormField } from "~/lib/forms/store-fields";
import type { Shopper } from "~/lib/shopper.server";
import { checkoutDetailsOf, forgetCheckoutDetails, type CheckoutDetails } from "./checkout-details.server";
import { chosenShipping, shippingOptions, totalChanged, TotalChangedError, type CheckoutPageData } from "./checkout.server";
import { CheckoutOrderDetailsDocument, CheckoutProductOptionsDocument } from "./queries.server";
import { storeOrderApi } from "./store-orders/index.server";
import { mappedChoices, typedChoices, unrecoverableLineText, type ProductOptionDef } from "./store-orders/line-options";
import { StoreOrderRefusal, type OrderAddress, type OrderDetails, type OrderLine, type StoreOrderContext } from "./store-orders/types";
import { storeTotalLines, type StoreTotalLine } from "./summary";

type StoreFieldList = readonly (CheckoutAddressFieldFragment | null)[] | null | undefined;

/** A field's stored value by what it is for (any store's names). */
function byRole(fields: StoreFieldList, role: FormField["role"]): string {
  return fields?.find((field) => field && formFieldOf(field)?.role === role)?.defaultValue ?? "";
}

/**
 * An address as step 1 sent it, kept by the shop (decision 362: the stock module never echoes it), else
 * as the store answers it.
 */
function addressOf(kept: CheckoutDetails | null, fields: StoreFieldList, fallback: StoreFieldList): OrderAddress {
  const pick = (role: FormField["role"]) => (role && kept?.[role]) || byRole(fields, role) || byRole(fallback, role);
  return {
    firstName: pick("firstName"),
    lastName: pick("lastName"),
    company: pick("company"),
    address1: pick("address1"),
    address2: pick("address2"),
    city: pick("city"),
    postcode: pick("zipcode"),
    country: pick("countryId"),
    zone: pick("zoneId"),
  };
}

/** What the order API needs of this shopper besides the details: where its token is kept, and the store's sign-in token (WordPress). */
export function storeOrderContext(shopper: Shopper): StoreOrderContext {
  return {
    bearerToken: shopper.storeTokenForOrders(),
    apiToken: { get: () => shopper.getValue("storeOrderToken"), set: (token) => shopper.setValue("storeOrderToken", token) },
  };
}

/** The product options of each product in the cart, asked once per product. */
async function productOptions(shopper: Shopper, ids: readonly string[]): Promise<Map<string, ProductOptionDef[]>> {
  const entries = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const { data } = await shopper.api.requestPartial(CheckoutProductOptionsDocument, { id });
      const defs = (data.product?.options ?? []).flatMap((option) =>
        option?.id
          ? [
              {
                id: option.id,
                name: option.name ?? "",
                type: option.type ?? "",
                values: (option.values ?? []).flatMap((value) => (value?.id ? [{ id: value.id, name: value.name ?? "" }] : [])),
              },
            ]
          : [],
      );
      return [id, defs] as const;
    }),
  );
  return new Map(entries);
}

/**
 * The order's details as the store has them now. A line whose choices cannot be told again throws
 * a StoreOrderRefusal naming it (remove it and add it again).
 */
export async function loadOrderDetails(shopper: Shopper, { lenient = false }: { lenient?: boolean } = {}): Promise<OrderDetails> {
  const { data } = await shopper.api.requestPartial(CheckoutOrderDetailsDocument);
  const cart = toCart(data.cart, shopper.getValue("lineOptions"));
  const payment = data.paymentAddress?.fields;
  const shipping = data.shippingAddress;
  const remembered = lineChoicesOf(shopper);
  const kept = checkoutDetailsOf(shopper);
  // A line's remembered choice is the product the shopper chose, which may not be the id the store's
  // line names: WooCommerce names the variation, the shop added its parent with the attributes.
  const options = await productOptions(shopper, [
    ...cart.lines.map((line) => line.product.id),
    ...cart.lines.flatMap((line) => remembered.get(line.key)?.productId ?? []),
  ]);
  const lines: OrderLine[] = cart.lines.map((line) => {
    const choice = remembered.get(line.key);
    if (choice) {
      return {
        productId: choice.productId,
        quantity: line.quantity,
        options: typedChoices(choice.options, options.get(choice.productId) ?? []),
      };
    }
    const defs = options.get(line.product.id) ?? [];
    // WooCommerce's cart line names the variation itself, which has no options of its own: the Store
    // API takes it by its id, its attributes filled in (decision 365, fixtures 11).
    if (!defs.length && storeOrderApi()?.platform === "woocommerce") {
      return { productId: line.product.id, quantity: line.quantity, options: [] };
    }
    const mapped = mappedChoices(line.options, defs, { lenient });
    if ("unrecoverable" in mapped) throw new StoreOrderRefusal(unrecoverableLineText(line.product.name, mapped.unrecoverable));
    return { productId: line.product.id, quantity: line.quantity, options: mapped.options };
  });
  const offered = shippingOptions(data.shippingMethods);
  const customer = data.accountCheckLogged?.status ? data.accountCheckLogged.customer?.id : null;
  return {
    lines,
    email: kept?.email || byRole(payment, "email"),
    telephone: kept?.telephone || byRole(payment, "telephone"),
    paymentAddress: addressOf(kept, payment, shipping),
    shippingAddress: addressOf(kept, shipping, payment),
    shippingMethod: chosenShipping(cart, storeTotalLines(data.totals), data.shippingMethods, offered),
    customerId: customer || null,
    coupon: shopper.getValue("orderApiCoupon") ?? null,
  };
}

/** The store's own words for a refusal, unless they give away its insides. */
export const refusalText = (error: StoreOrderRefusal) => shopperFacing(error.message);

/**
 * Step 3 on a store with an order API: its quote's payment methods (offline ones: Cash On Delivery,
 * Bank Transfer) and total lines replace the module's (which has none); a refusal is said in the
 * step. No method the shop can take (none, or card only): the hand-over stays.
 */
export async function withStoreQuote(page: CheckoutPageData, shopper: Shopper): Promise<CheckoutPageData> {
  const api = page.step === 3 ? storeOrderApi() : null;
  if (!api) return page;
  try {
    const quote = await api.quote(await loadOrderDetails(shopper), storeOrderContext(shopper));
    if (quote.couponRefusal) shopper.setValue("orderApiCoupon", undefined);
    if (!quote.paymentMethods.length) return page;
    return { ...page, paymentMethods: quote.paymentMethods, storeTotals: quote.lines, handover: null, storeQuoted: true };
  } catch (error) {
    if (!(error instanceof StoreOrderRefusal)) throw error;
    return { ...page, storeRefusal: refusalText(error) };
  }
}

/**
 * "Complete order" on a store with an order API: the order placed there at the total the page
 * showed (decision 263: another total places nothing, TotalChangedError), then the shopper's own
 * store cart emptied, the coupon and the lines' remembered choices forgotten.
 */
export async function placeThroughStoreApi(
  shopper: Shopper,
  paymentMethod: string,
  shownTotal: string | null | undefined,
): Promise<{ orderId: string; lines: StoreTotalLine[] }> {
  const api = storeOrderApi();
  if (!api) throw new Error("No store order API is configured");
  const details = await loadOrderDetails(shopper);
  const placed = await api.place(details, paymentMethod, "", {
    ...storeOrderContext(shopper),
    beforePlace: (quote) => {
      if (totalChanged(shownTotal, quote.lines)) throw new TotalChangedError(`Total ${shownTotal} shown, the store's changed`);
    },
  });
  await clearCartQuietly(shopper);
  shopper.setValue("orderApiCoupon", undefined);
  forgetLineChoices(shopper);
  forgetCheckoutDetails(shopper);
  return { orderId: placed.orderId, lines: placed.lines };
}

/** What the store says when it takes a code (OpenCart's api/coupon success). */
export const COUPON_APPLIED_TEXT = "Success: Your coupon discount has been applied!";

/**
 * The coupon box on a store with an order API: the code is checked by filling the API's session
 * from the cart (`api/coupon`), kept in the shopper's session when the store takes it, and given
 * with every quote; a refusal is the store's own words. Null without an order API.
 */
export function orderApiCouponChecker(shopper: Shopper): CouponChecker | null {
  const api = storeOrderApi();
  if (!api) return null;
  return {
    async apply(code) {
      try {
        // From the cart page the lines' cookies are not sent (Path=/store/checkout, decision 361): the
        // code is checked on what the store's cart tells; step 3 checks it again on the exact choices.
        await api.checkCoupon(code, await loadOrderDetails(shopper, { lenient: true }), storeOrderContext(shopper));
      } catch (error) {
        if (!(error instanceof StoreOrderRefusal)) throw error;
        return { ok: false, message: refusalText(error) };
      }
      shopper.setValue("orderApiCoupon", code);
      return { ok: true, message: COUPON_APPLIED_TEXT };
    },
    remove: () => shopper.setValue("orderApiCoupon", undefined),
  };
}
