/** The product search of the header dropdown and the search page: productsList with `search`. */
import { ProductTileFields, type ProductTileData } from "~/components/product/product-tile";
import type { CommerceClient } from "~/lib/api/client.server";
import { graphql } from "~/lib/api/operation";

interface SearchResult {
  productsList: {
    content: (ProductTileData | null)[] | null;
    totalElements: number | null;
    totalPages: number | null;
    number: number | null;
  } | null;
}

const SearchProductsQuery = graphql<SearchResult, { search: string; page: number; size: number }>(
  `
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
  `,
  [ProductTileFields],
);

export interface SearchPage {
  products: ProductTileData[];
  total: number;
  totalPages: number;
  page: number;
}

/** One page of products matching `keyword` (already trimmed, not empty), in the store's order. */
export async function searchProducts(api: CommerceClient, keyword: string, page: number, size: number): Promise<SearchPage> {
  const { productsList } = await api.request(SearchProductsQuery, { search: keyword, page, size });
  return {
    products: (productsList?.content ?? []).filter((product): product is ProductTileData => Boolean(product?.id)),
    total: productsList?.totalElements ?? 0,
    totalPages: productsList?.totalPages ?? 0,
    page: productsList?.number ?? page,
  };
}
