/**
 * GraphQL documents of the catalog listings: categories, brands, specials and the shopper's locale.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const BrandListDocument = graphql(`
  query BrandList {
    manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
      content {
        id
        name
        image
        url(url: "/store/manufacturer/_id")
      }
    }
  }
`);

/** One page of a listing's products, as the brand and the specials pages read it (the summary for list mode). */
export const ListingProductsFields = graphql(`
  fragment ListingProductsFields on ProductResult {
    content {
      ...ProductTileFields
      shortDescription
    }
    totalElements
    totalPages
  }
`);

/** docs/product/catalog.md: the manufacturer page query, product and brand urls with the /store/…/_id patterns. */
export const ManufacturerPageDocument = graphql(`
  query ManufacturerPage($manufacturerId: String, $page: Int, $size: Int, $sort: String, $order: String) {
    manufacturer(id: $manufacturerId) {
      id
      name
      image
      url(url: "/store/manufacturer/_id")
    }
    productsList(manufacturer_id: $manufacturerId, page: $page, size: $size, sort: $sort, order: $order) {
      ...ListingProductsFields
    }
  }
`);

export const SpecialPageDocument = graphql(`
  query SpecialPage($page: Int, $size: Int, $sort: String, $order: String) {
    productsList(special: true, page: $page, size: $size, sort: $sort, order: $order) {
      ...ListingProductsFields
    }
  }
`);

/** The category and its products in one round trip (docs/product/catalog.md: category fetched together with productsList). */
export const CatalogPageDocument = graphql(`
  query CatalogPage(
    $categoryId: String
    $withCategory: Boolean!
    $listCategoryId: String
    $filter: String
    $minPrice: Float
    $maxPrice: Float
    $minFilters: [FilterRangeInput]
    $maxFilters: [FilterRangeInput]
    $search: String
    $fit: FrameFitInput
    $sort: String
    $order: String
    $size: Int
    $page: Int
  ) {
    category(id: $categoryId) @include(if: $withCategory) {
      id
      name
      description
      url(url: "/store/category/_id")
      meta {
        ...MetaFields
      }
      categories(limit: -1) {
        id
        name
        url(url: "/store/category/_id")
      }
    }
    productsList(
      category_id: $listCategoryId
      filter: $filter
      min_price: $minPrice
      max_price: $maxPrice
      min_filters: $minFilters
      max_filters: $maxFilters
      search: $search
      fit: $fit
      sort: $sort
      order: $order
      size: $size
      page: $page
    ) {
      content {
        ...ProductTileFields
      }
      totalElements
    }
  }
`);

/**
 * The first products of a listing with their attributes: whether it carries frame measurements, so
 * whether "Fits like my pair" is offered (docs/decisions/248-frame-fit-search.md).
 */
export const CatalogMeasuresDocument = graphql(`
  query CatalogMeasures($categoryId: String) {
    productsList(category_id: $categoryId, size: 3) {
      content {
        attributes {
          name
          options
        }
      }
    }
  }
`);
