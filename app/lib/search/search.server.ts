/** The product search of the header dropdown and the search page: productsList with `search`. */
import type { CommerceClient } from "~/lib/api/client.server";
import { productTiles, type ProductTileData } from "~/lib/product-tiles";
import { SearchProductsDocument } from "./queries.server";
import { storeSearchText } from "./search";

export interface SearchPage {
  products: ProductTileData[];
  total: number;
  totalPages: number;
  page: number;
}

/** One page of products matching `keyword` (already trimmed, not empty), in the store's order. */
export async function searchProducts(api: CommerceClient, keyword: string, page: number, size: number): Promise<SearchPage> {
  const { productsList } = await api.request(SearchProductsDocument, { search: storeSearchText(keyword), page, size });
  return {
    products: productTiles(productsList?.content),
    total: productsList?.totalElements ?? 0,
    totalPages: productsList?.totalPages ?? 0,
    page: productsList?.number ?? page,
  };
}
