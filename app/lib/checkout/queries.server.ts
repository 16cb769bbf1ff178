/**
 * GraphQL documents of the checkout steps and the order placement.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

/** One field of the store's address forms, as the step-1 form renders and posts it. */
export const CheckoutAddressFieldFragment = graphql(`
  fragment CheckoutAddressField on AddressField {
    name
    label
    type
    required
    defaultValue
    values {
      text
      value
    }
  }
`);

/**
 * A step's page: the cart, the store's address fields (step 1 renders them, 2 and 3 review them),
 * the methods, the store's own total lines (a stock store's `Cart.total` is not what it charges,
 * decision 222) and, for payment, its own checkout's address (the hand-over).
 */
export const CheckoutPageDocument = graphql(`
  query CheckoutPage(
    $information: Boolean!
    $shipping: Boolean!
    $payment: Boolean!
    $zones: Boolean!
    $zonesCountry: String
    $addresses: Boolean!
  ) {
    cart {
      ...CartFields
    }
    accountCheckLogged {
      status
      customer {
        id
        email
        phone
      }
    }
    paymentAddress {
      fields {
        ...CheckoutAddressField
      }
    }
    shippingAddress {
      ...CheckoutAddressField
    }
    countriesList(page: 1, size: -1) @include(if: $information) {
      content {
        id
        name
      }
    }
    # Step 1 asks the zones of the country it will most likely show, and a signed-in customer's
    # address book, in the same call (app/lib/checkout/checkout.server.ts).
    zonesList(country_id: $zonesCountry, page: 1, size: -1) @include(if: $zones) {
      content {
        id
        name
        countryId
      }
    }
    accountAddressList @include(if: $addresses) {
      ...AddressFields
    }
    shippingMethods @include(if: $shipping) {
      codename
      name
      title
    }
    paymentMethods @include(if: $payment) {
      codename
      name
    }
    totals {
      title
      text
    }
    checkoutLink @include(if: $payment) {
      link
    }
  }
`);

/** The hand-over: the store's own checkout, checked again when the shopper posts (never taken from the form). */
export const CheckoutHandoverDocument = graphql(`
  query CheckoutHandover {
    checkoutLink {
      link
    }
  }
`);

/** The store's address fields alone: what step 1's post is checked against and sent as. */
export const CheckoutFieldsDocument = graphql(`
  query CheckoutFields {
    paymentAddress {
      fields {
        ...CheckoutAddressField
      }
    }
    shippingAddress {
      ...CheckoutAddressField
    }
  }
`);

/** The review's country and zone names, when the store's field list carries no values (a stock module). */
export const CheckoutPlaceNamesDocument = graphql(`
  query CheckoutPlaceNames($countryId: Int, $zoneId: Int, $withZone: Boolean!) {
    country(id: $countryId) {
      name
    }
    zone(id: $zoneId) @include(if: $withZone) {
      name
    }
  }
`);

/** The customer's saved addresses, in the same shape as the address book reads them. */
export const CheckoutSavedAddressesDocument = graphql(`
  query CheckoutSavedAddresses {
    accountAddressList {
      ...AddressFields
    }
  }
`);

export const CheckoutInformationDocument = graphql(`
  mutation CheckoutInformation($paymentAddress: [InputField], $shippingAddress: [InputField]) {
    createOrder {
      success
    }
    updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) {
      totals {
        title
        text
      }
    }
  }
`);

export const CheckoutMethodDocument = graphql(`
  mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {
    updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {
      totals {
        title
        text
      }
    }
  }
`);

export const CheckoutConfirmDocument = graphql(`
  mutation CheckoutConfirm {
    confirmOrder {
      url
      order {
        id
      }
    }
  }
`);

/** After a refused or changed order: does the cart still apply a coupon? */
export const CheckoutCouponDocument = graphql(`
  query CheckoutCoupon {
    cart {
      coupon
    }
  }
`);

/**
 * What a store's order API is given at step 3 (docs/decisions/360-orders-through-the-stores-order-api.md):
 * the cart, what steps 1 and 2 stored (by role), the signed-in customer's id, the methods listed
 * and the store's total lines (the chosen shipping method is read from them on a stock store).
 */
export const CheckoutOrderDetailsDocument = graphql(`
  query CheckoutOrderDetails {
    cart {
      ...CartFields
    }
    accountCheckLogged {
      status
      customer {
        id
      }
    }
    paymentAddress {
      fields {
        ...CheckoutAddressField
      }
    }
    shippingAddress {
      ...CheckoutAddressField
    }
    shippingMethods {
      codename
      name
      title
    }
    totals {
      title
      text
    }
  }
`);

/** A cart line's product options with their ids, to map the store's cut names and values back (decision 361). */
export const CheckoutProductOptionsDocument = graphql(`
  query CheckoutProductOptions($id: String) {
    product(id: $id) {
      id
      options {
        id
        name
        type
        values {
          id
          name
        }
      }
    }
  }
`);
