/**
 * GraphQL documents of the sitemaps: every URL the shop wants crawled, from the API only (so the
 * sitemaps work against a remote VueFront store too). Products come a page at a time.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const SitemapProductCountDocument = graphql(`
  query SitemapProductCount {
    productsList(page: 1, size: 1) {
      totalElements
    }
  }
`);

export const SitemapProductsDocument = graphql(`
  query SitemapProducts($page: Int, $size: Int) {
    productsList(page: $page, size: $size) {
      content {
        id
        url(url: "/store/product/_id")
      }
      last
    }
  }
`);

export const SitemapCatalogueDocument = graphql(`
  query SitemapCatalogue {
    categoriesList(page: 1, size: -1, parent: -1) {
      content {
        id
        url(url: "/store/category/_id")
      }
    }
    manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
      content {
        id
        url(url: "/store/manufacturer/_id")
      }
    }
  }
`);

export const SitemapContentDocument = graphql(`
  query SitemapContent {
    pagesList(page: 1, size: -1) {
      content {
        id
        url(url: "/page/_id")
      }
    }
    postsList(page: 1, size: -1, sort: "date_published", order: "DESC") {
      content {
        id
        datePublished
        url(url: "/blog/post/_id")
      }
    }
    categoriesBlogList(page: 1, size: -1, parent: -1) {
      content {
        id
        url(url: "/blog/category/_id")
      }
    }
  }
`);
