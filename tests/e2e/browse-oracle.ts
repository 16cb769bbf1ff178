/**
 * The browsing tests' oracle: what the shop's own API says (GraphQL and the REST index routes),
 * asked over HTTP with Playwright's request context, so a test compares the page with the data
 * rather than with numbers written into the test.
 */
import type { APIRequestContext } from "@playwright/test";
import { graphql } from "./shop-helpers";

export async function rest<T>(request: APIRequestContext, route: string, query = ""): Promise<T> {
  const response = await request.get(`/api/index.php?route=${route}${query ? `&${query}` : ""}`);
  return (await response.json()) as T;
}

export interface ListedProduct {
  id: string;
  name: string;
  price: string;
  special: string;
  manufacturer: { name: string } | null;
}

const LIST = `query List($category_id: String, $search: String, $size: Int, $page: Int, $sort: String, $order: String, $special: Boolean, $featured: Boolean) {
  productsList(category_id: $category_id, search: $search, size: $size, page: $page, sort: $sort, order: $order, special: $special, featured: $featured) {
    content { id name price special manufacturer { name } }
    totalElements
    totalPages
  }
}`;

export async function listProducts(request: APIRequestContext, variables: Record<string, unknown>) {
  const { productsList } = await graphql<{ productsList: { content: ListedProduct[]; totalElements: number; totalPages: number } }>(
    request,
    LIST,
    variables,
  );
  return productsList;
}

/** The product's banner link rule, as the test reads it. */
export const bannerRule = (link: string) => (/^https?:\/\//i.test(link) || link.startsWith("/") ? link : `/${link}`);
