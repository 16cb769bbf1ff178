/**
 * GraphQL documents of the checkout steps and the order placement.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const CheckoutPageDocument = graphql(`
  query CheckoutPage(
    $information: Boolean!
    $review: Boolean!
    $shipping: Boolean!
    $payment: Boolean!
    $countryId: String
    $withZones: Boolean!
  ) {
    cart {
      ...CartFields
    }
    accountCheckLogged {
      status
      customer {
        email
        phone
      }
    }
    paymentAddress {
      fields {
        name
        defaultValue
        values @include(if: $information) {
          text
          value
        }
      }
    }
    shippingAddress @include(if: $review) {
      name
      defaultValue
      values {
        text
        value
      }
    }
    zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {
      content {
        id
        name
      }
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
      }
    }
  }
`);

export const CheckoutMethodDocument = graphql(`
  mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {
    updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {
      totals {
        title
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
