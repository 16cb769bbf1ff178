/**
 * How a route module says what its pages are, for caching (docs/decisions/266-routes-declare-their-cache-kind.md).
 * Types only: a route's `handle` travels to the browser with the route, so it stays a literal of a
 * few bytes, `export const handle = { cacheKind: "listing" } satisfies RouteHandle`, and this module
 * adds nothing to the bundle. The server reads the deepest matched route's kind
 * (route-kinds.server.ts); what each kind allows is cache-policy.server.ts.
 */

/** What a page shows, for how long it may be shared. Loaders of pages reached by keyword say it (`describePage`). */
export type PageKind = "home" | "listing" | "product" | "content" | "search" | "sitemap" | "personal";

/**
 * What a route module's `handle` says about caching its pages. A route that declares no kind is
 * never shared (only its 'Page not found' is, briefly): a new page starts private until it says
 * otherwise. Write the kind as a string literal in the route module itself (the unit tests read it
 * from the source, tests/unit/setup/route-table.ts).
 */
export interface RouteHandle {
  cacheKind?: PageKind;
}
