/**
 * GraphQL documents of the wishlist.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const WishlistPageDocument = graphql(`
  query WishlistPage {
    wishlist {
      ...ProductTileFields
      model
    }
  }
`);

export const WishlistIdsDocument = graphql(`
  query WishlistIds {
    wishlist {
      id
    }
  }
`);

export const WishlistAddDocument = graphql(`
  mutation WishlistAdd($id: Int) {
    addToWishlist(id: $id) {
      id
      name
    }
  }
`);

export const WishlistRemoveDocument = graphql(`
  mutation WishlistRemove($id: String) {
    removeWishlist(id: $id) {
      id
    }
  }
`);

/** A refused product's options, to name every required one the add left empty (Add to cart for all). */
export const WishlistProductOptionsDocument = graphql(`
  query WishlistProductOptions($id: String) {
    product(id: $id) {
      options {
        id
        name
        required
      }
    }
  }
`);
