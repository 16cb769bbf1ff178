/**
 * GraphQL documents of the account pages: sign-in state, profile, password, address book, order history.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const AddressFields = graphql(`
  fragment AddressFields on AccountAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    zipcode
    countryId
    zoneId
    country {
      id
      name
    }
    zone {
      id
      name
    }
  }
`);

export const LoggedStateFields = graphql(`
  fragment LoggedStateFields on LoggedResult {
    status
    customer {
      id
      firstName
      lastName
      email
      phone
    }
  }
`);

export const OrderSummaryFields = graphql(`
  fragment OrderSummaryFields on Order {
    id
    status
    date_added
    total
    products {
      product_id
      name
      model
      quantity
      price
      total
      option {
        name
        type
        value
      }
    }
    returnable
    returns {
      return_id
      product
      status
    }
  }
`);

export const AccountLoggedStateDocument = graphql(`
  query AccountLoggedState {
    accountCheckLogged {
      ...LoggedStateFields
    }
  }
`);

export const AccountAddressFormDocument = graphql(`
  query AccountAddressForm($id: String, $withAddress: Boolean!, $countryId: String, $withZones: Boolean!) {
    accountCheckLogged {
      ...LoggedStateFields
    }
    accountAddress(id: $id) @include(if: $withAddress) {
      ...AddressFields
    }
    countriesList(page: 1, size: -1) {
      content {
        id
        name
      }
    }
    zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {
      content {
        id
        name
        countryId
      }
    }
  }
`);

/** A country's zones, for the address book's and the checkout's zone select. */
export const AddressZonesDocument = graphql(`
  query AddressZones($countryId: String) {
    zonesList(country_id: $countryId, page: 1, size: -1) {
      content {
        id
        name
        countryId
      }
    }
  }
`);

export const AccountAddAddressDocument = graphql(`
  mutation AccountAddAddress($address: AccountAddressInput) {
    accountAddAddress(address: $address) {
      id
    }
  }
`);

export const AccountEditAddressDocument = graphql(`
  mutation AccountEditAddress($id: String, $address: AccountAddressInput) {
    accountEditAddress(id: $id, address: $address) {
      id
    }
  }
`);

export const AccountAddressBookDocument = graphql(`
  query AccountAddressBook {
    accountCheckLogged {
      ...LoggedStateFields
    }
    accountAddressList {
      ...AddressFields
    }
  }
`);

export const AccountRemoveAddressDocument = graphql(`
  mutation AccountRemoveAddress($id: String) {
    accountRemoveAddress(id: $id, page: 1, size: -1) {
      id
    }
  }
`);

export const AccountLogoutDocument = graphql(`
  mutation AccountLogout {
    accountLogout {
      status
    }
  }
`);

/** The customer as the store kept it: OpenCart answers `phone: ""` when it dropped the phone. */
export const AccountRegisterDocument = graphql(`
  mutation AccountRegister($customer: CustomerInput) {
    accountRegister(customer: $customer) {
      id
      phone
    }
  }
`);

/** The order just placed, for the order placed page (a guest reads back the one their session placed). */
export const PlacedOrderDocument = graphql(`
  query PlacedOrder($id: String) {
    accountOrder(id: $id) {
      ...OrderSummaryFields
    }
  }
`);

export const AccountOrderHistoryDocument = graphql(`
  query AccountOrderHistory($page: Int, $size: Int) {
    accountCheckLogged {
      ...LoggedStateFields
    }
    accountOrdersList(page: $page, size: $size) {
      content {
        ...OrderSummaryFields
      }
      number
      totalPages
      totalElements
    }
  }
`);

export const AccountEditPasswordDocument = graphql(`
  mutation AccountEditPassword($password: String) {
    accountEditPassword(password: $password) {
      id
      email
    }
  }
`);

export const AccountHubDocument = graphql(`
  query AccountHub($size: Int) {
    accountCheckLogged {
      ...LoggedStateFields
    }
    accountOrdersList(page: 1, size: $size) {
      content {
        ...OrderSummaryFields
      }
      totalElements
    }
  }
`);

export const AccountEditDocument = graphql(`
  mutation AccountEdit($customer: CustomerInput) {
    accountEdit(customer: $customer) {
      id
    }
  }
`);

/** `token`: WooCommerce's module signs in by a token rather than a cookie (recording 05-account). */
export const AccountLoginDocument = graphql(`
  mutation AccountLogin($email: String, $password: String) {
    accountLogin(email: $email, password: $password) {
      token
      customer {
        id
        phone
      }
    }
  }
`);

/** Password reset: the store's extensions (commerce/schema/extensions.graphql; docs/decisions/094-password-reset.md). */
export const AccountForgottenPasswordDocument = graphql(`
  mutation AccountForgottenPassword($email: String, $resetUrl: String) {
    accountForgottenPassword(email: $email, resetUrl: $resetUrl) {
      status
    }
  }
`);

export const AccountPasswordResetValidDocument = graphql(`
  query AccountPasswordResetValid($token: String) {
    accountPasswordResetValid(token: $token)
  }
`);

export const AccountResetPasswordDocument = graphql(`
  mutation AccountResetPassword($token: String, $password: String) {
    accountResetPassword(token: $token, password: $password) {
      id
      email
    }
  }
`);
