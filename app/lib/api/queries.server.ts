/**
 * GraphQL documents of the API itself: the version the guard and the health check ask.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ApiVersionDocument = graphql(`
  query ApiVersion {
    version
  }
`);

export const HealthCheckDocument = graphql(`
  query HealthCheck {
    version
  }
`);

/**
 * What every visitor's first page needs of the store beside its own data, in one call
 * (docs/decisions/370-cold-page-store-calls.md): the version (the guard), the currencies and
 * languages a visitor without a session sees, every category's id (the links, decision 229) and
 * every information page (the footer's links, and a WordPress page's slug, decision 371).
 * Contract fields only; fields as in shopper-state's fragments.
 */
export const StoreBasicsDocument = graphql(`
  query StoreBasics {
    version
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
    categoriesList(page: 1, size: -1) {
      content {
        id
      }
    }
    pagesList(page: 1, size: -1) {
      content {
        id
        keyword
        url(url: "/page/_id")
      }
    }
  }
`);

/**
 * Whether the store serves the documented extensions (decision 165): a stock store refuses these
 * fields by validation; a store with them skips them (`@skip`), so nothing runs either way and the
 * probe works without introspection.
 */
export const StoreExtensionsProbeDocument = graphql(`
  query StoreExtensionsProbe {
    __typename
    accountOrdersList(size: 1) @skip(if: true) {
      totalElements
    }
    productsList(size: 1, min_price: 0, fit: { lens_width: 50, bridge: 20, temple: 145 }) @skip(if: true) {
      totalElements
    }
    cart @skip(if: true) {
      totals {
        code
      }
    }
  }
`);
