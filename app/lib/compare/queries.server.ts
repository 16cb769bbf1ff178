/**
 * GraphQL documents of the compare list.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ComparePageDocument = graphql(`
  query ComparePage {
    compare {
      id
      name
      shortDescription
      model
      price
      special
      stock
      image
      imageAlt
      rating
      url(url: "/store/product/_id")
      manufacturer {
        name
      }
    }
  }
`);

/** Who is in the list before an add, to tell the shopper which product the add pushed out. */
export const CompareIdsDocument = graphql(`
  query CompareIds {
    compare {
      id
      name
    }
  }
`);

export const CompareAddDocument = graphql(`
  mutation CompareAdd($id: Int) {
    addToCompare(id: $id) {
      id
      name
    }
  }
`);

export const CompareRemoveDocument = graphql(`
  mutation CompareRemove($id: String) {
    removeCompare(id: $id) {
      id
    }
  }
`);
