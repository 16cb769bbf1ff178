/**
 * GraphQL documents of the cart: the fields every screen shows and the cart mutations.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
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

export const CartAddDocument = graphql(`
  mutation CartAdd($id: String, $quantity: Int, $options: [CartOption]) {
    addToCart(id: $id, quantity: $quantity, options: $options) {
      products {
        key
        quantity
        option {
          name
        }
        product {
          id
          name
        }
      }
    }
  }
`);

/** The cart's lines by key and quantity: what an add is compared with (docs/decisions/290-store-did-what-it-said.md). */
/** A product's option types: a stock OpenCart store's addToCart needs a checkbox's lone tick marked (cart.server.ts). */
export const CartOptionTypesDocument = graphql(`
  query CartOptionTypes($id: String) {
    product(id: $id) {
      id
      options {
        id
        type
      }
    }
  }
`);

export const CartLinesDocument = graphql(`
  query CartLines {
    cart {
      products {
        key
        quantity
      }
    }
  }
`);

// The mutations' answers are not read: `total` is a contract field, so a stock store takes them as written.
/** Units in stock of each line's product (the `quantity` extension; a stock store says nothing). */
export const CartLineStockDocument = graphql(`
  query CartLineStock {
    cart {
      products {
        key
        quantity
        product {
          id
          quantity
        }
      }
    }
  }
`);

export const CartUpdateDocument = graphql(`
  mutation CartUpdate($key: String, $quantity: Int) {
    updateCart(key: $key, quantity: $quantity) {
      total
    }
  }
`);

export const CartRemoveDocument = graphql(`
  mutation CartRemove($key: String) {
    removeCart(key: $key) {
      total
    }
  }
`);

export const CartClearDocument = graphql(`
  mutation CartClear {
    clearCart {
      total
    }
  }
`);
