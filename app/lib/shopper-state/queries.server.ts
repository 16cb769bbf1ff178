/**
 * GraphQL documents of the shopper's state: what belongs to this shopper on every page (the store's
 * currencies and languages as a visitor without a session sees them come with its basics,
 * app/lib/api/store-basics.server.ts).
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ShellCurrencyFields = graphql(`
  fragment ShellCurrencyFields on Currency {
    code
    name
    symbol_left
    symbol_right
    active
  }
`);

export const ShellLanguageFields = graphql(`
  fragment ShellLanguageFields on Language {
    code
    name
    image
    active
  }
`);

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
      customer {
        firstName
        lastName
      }
    }
    currency {
      ...ShellCurrencyFields
    }
    language {
      ...ShellLanguageFields
    }
  }
`);
