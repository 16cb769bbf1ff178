/**
 * GraphQL documents of the product page and the product tile every list shows.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

/**
 * The fields a product tile shows, as one fragment every product list query spreads: only what a
 * tile reads, since every field travels twice, in the HTML and in the loader data (decision 186).
 */
export const ProductTileFields = graphql(`
  fragment ProductTileFields on Product {
    id
    name
    price
    special
    image
    imageAlt
    stock
    low_stock
    url(url: "/store/product/_id")
    manufacturer {
      name
    }
  }
`);

export const ProductPageDocument = graphql(`
  query ProductPage($id: String, $imageLimit: Int, $relatedLimit: Int, $featuredSize: Int, $categoryId: String, $withCategory: Boolean!) {
    product(id: $id) {
      id
      name
      model
      sku
      url(url: "/store/product/_id")
      price
      special
      stock
      minimum
      rating
      image
      imageBig
      imageAlt
      images(limit: $imageLimit) {
        image
        imageBig
      }
      description
      manufacturer {
        id
        name
        url(url: "/store/manufacturer/_id")
      }
      attributes {
        name
        options
      }
      options {
        id
        name
        type
        required
        values {
          id
          name
          price
        }
      }
      reviews {
        author
        content
        created_at
        rating
      }
      meta {
        ...MetaFields
      }
      related: products(limit: $relatedLimit) {
        ...ProductTileFields
      }
    }
    category(id: $categoryId) @include(if: $withCategory) {
      id
      name
      url(url: "/store/category/_id")
    }
    featured: productsList(featured: true, page: 1, size: $featuredSize, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
  }
`);

export const AddProductReviewDocument = graphql(`
  mutation AddProductReview($id: String, $author: String, $content: String, $rating: Float) {
    addReview(id: $id, author: $author, content: $content, rating: $rating) {
      id
    }
  }
`);
