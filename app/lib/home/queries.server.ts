/**
 * GraphQL documents of the home page and its tabs.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const HomePageDocument = graphql(`
  query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {
    home {
      meta {
        ...MetaFields
      }
    }
    brands: manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
      content {
        id
        name
        image
        url(url: "/store/manufacturer/_id")
      }
    }
    tab: productsList(category_id: $tabCategory, size: $tabSize, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
    latest: productsList(category_id: $newArrivals, size: $size, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
    specials: productsList(special: true, size: $size, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
    featured: productsList(featured: true, size: $size, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
  }
`);

/** One tab's products, for the tabs' in-place switching (resources.home-tab). */
export const HomeTabDocument = graphql(`
  query HomeTab($categoryId: String, $size: Int) {
    productsList(category_id: $categoryId, size: $size, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
  }
`);
