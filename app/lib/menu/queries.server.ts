/**
 * GraphQL documents of the header menus and the currency and language switchers.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

/** docs/product/shell-and-navigation.md: the header's categories (page 1, size 10, parent 0) and the top-menu ones (parent 0, all, top). */
export const ShopMenuDocument = graphql(`
  query ShopMenu {
    categories: categoriesList(page: 1, size: 10, parent: 0) {
      content {
        id
        name
        url(url: "/store/category/_id")
      }
    }
    top: categoriesList(page: 1, size: -1, parent: 0, top: true) {
      content {
        id
        name
        url(url: "/store/category/_id")
        image
        categories(limit: -1) {
          id
          name
          url(url: "/store/category/_id")
        }
      }
    }
  }
`);

export const EditCurrencyDocument = graphql(`
  mutation EditCurrencyDocument($code: String) {
    editCurrency(code: $code) {
      code
      active
    }
  }
`);

export const EditLanguageDocument = graphql(`
  mutation EditLanguageDocument($code: String) {
    editLanguage(code: $code) {
      code
      active
    }
  }
`);
