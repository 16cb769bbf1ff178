/** GraphQL fragments of the account pages (codegen reads them; the operations spread them by name). */
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
        value
      }
    }
  }
`);
