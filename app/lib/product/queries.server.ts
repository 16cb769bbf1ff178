/** GraphQL fragments of the product lists (codegen reads them; the operations spread them by name). */
import { graphql } from "~/lib/api/generated";

/** The fields a product tile shows, as one fragment every product list query spreads. */
export const ProductTileFields = graphql(`
  fragment ProductTileFields on Product {
    id
    name
    price
    special
    image
    imageLazy
    imageAlt
    stock
    low_stock
    url(url: "/store/product/_id")
    manufacturer {
      id
      name
    }
  }
`);
