/** GraphQL fragments of the cart (codegen reads them; the operations spread them by name). */
import { graphql } from "~/lib/api/generated";

/** The cart as every screen shows it. */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    total
    subtotal
    coupon
    quantity
    totals {
      code
      title
      value
      text
      data
      sort_order
    }
    products {
      key
      quantity
      total
      price
      original_price
      special
      option {
        name
        type
        value
      }
      product {
        id
        name
        model
        image
        imageAlt
        url(url: "/store/product/_id")
        manufacturer {
          name
        }
      }
    }
  }
`);
