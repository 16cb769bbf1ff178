/**
 * GraphQL documents of the product search.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const SearchProductsDocument = graphql(`
  query SearchProducts($search: String, $page: Int, $size: Int) {
    productsList(search: $search, page: $page, size: $size) {
      content {
        ...ProductTileFields
      }
      totalElements
      totalPages
      number
    }
  }
`);
