/**
 * The kinds of page a keyword URL renders (docs/decisions/080, 151), each with the route of its id
 * URL: the same view, so the same code and stylesheets. The keyword route loads the view of the
 * kind it resolved, and the document preloads and inlines that route's files, not every kind's.
 */
export const KEYWORD_VIEW_ROUTES = {
  product: "routes/_shop.store.product.$id",
  page: "routes/_shop.page.$id",
  post: "routes/_shop.blog.post.$id",
  blogCategory: "routes/_shop.blog.category.$id",
  category: "routes/_shop.store.category.$id",
  manufacturer: "routes/_shop.store.manufacturer.$id",
} as const;

export type KeywordViewKind = keyof typeof KEYWORD_VIEW_ROUTES;

/** The keyword (catch-all) route's id. */
export const KEYWORD_ROUTE_ID = "routes/_shop.$";

export const isKeywordViewKind = (kind: unknown): kind is KeywordViewKind =>
  typeof kind === "string" && Object.hasOwn(KEYWORD_VIEW_ROUTES, kind);
