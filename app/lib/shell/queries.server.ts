/**
 * GraphQL documents of the shop layout: what belongs to this shopper on every page.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ShopperShellDocument = graphql(`
  query ShopperShell {
    cart {
      ...CartFields
    }
    wishlist {
      id
    }
    accountCheckLogged {
      status
    }
    currency {
      code
      name
      symbol_left
      symbol_right
      active
    }
    language {
      code
      name
      image
      active
    }
  }
`);
