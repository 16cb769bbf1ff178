/**
 * The kind of page a path shows, as its route declares it (docs/decisions/266-routes-declare-their-cache-kind.md):
 * the path is matched against the built Remix routes, as Remix itself matches it, and the deepest
 * matched route's `handle.cacheKind` (cache-kind.ts) is the answer. The custom server hands the
 * build's routes over once per build (`knowRoutes`, server/app.ts); the caching policy, the page
 * cache's key and the request log all ask here.
 */
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import type { PageKind, RouteHandle } from "./cache-kind";

/** The routes of a server build, by id: only what matching and the handle need. */
export type RouteTable = Record<
  string,
  Pick<ServerBuild["routes"][string], "id" | "parentId" | "path" | "index" | "caseSensitive"> & {
    module: { handle?: unknown; default?: unknown };
  }
>;

/** The route a path leads to. */
export interface PathRoute {
  id: string;
  /** What the route declares; none: the page is never shared. */
  kind?: PageKind;
  /** A resource route (no component): it answers with its own body, not a page. */
  resource: boolean;
}

/** A route as react-router matches it. */
type RouteObject = Parameters<typeof matchRoutes>[0][number];

function treeOf(routes: RouteTable, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }): RouteObject => {
      if (index) return { id, path, index, caseSensitive };
      const children = treeOf(routes, id);
      return { id, path, caseSensitive, ...(children.length ? { children } : {}) };
    });
}

/** A route's declared kind, when its handle names one. */
export function declaredKindOf(handle: unknown): PageKind | undefined {
  return handle && typeof handle === "object" ? (handle as RouteHandle).cacheKind : undefined;
}

/** Finds the route of a path in `routes` (a `.data` request counts as its page; `/_root.data` is the home page's). */
export function routeLookup(routes: RouteTable): (pathname: string) => PathRoute | undefined {
  const tree = treeOf(routes);
  // matchRoutes ranks every route on each call (about half a millisecond here), and a request asks
  // up to three times: the answers are kept per path.
  const found = new LRUCache<string, { route: PathRoute | undefined }>({ max: LOOKUPS_KEPT });
  return (pathname) => {
    const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const kept = found.get(path);
    if (kept) return kept.route;
    const deepest = matchRoutes(tree, path)?.at(-1)?.route.id;
    const route = deepest === undefined ? undefined : routes[deepest];
    const answer = route && { id: route.id, kind: declaredKindOf(route.module.handle), resource: route.module.default === undefined };
    found.set(path, { route: answer });
    return answer;
  };
}

/** Paths whose route is kept: the pages being visited, and no more memory than a few hundred KB. */
const LOOKUPS_KEPT = 5_000;

let lookup: ((pathname: string) => PathRoute | undefined) | undefined;
let known: RouteTable | undefined;

/** The routes paths are matched against: the server build's, handed over when a build is loaded. */
export function knowRoutes(routes: RouteTable): void {
  if (routes === known) return;
  known = routes;
  lookup = routeLookup(routes);
}

/** The route a path leads to, among the known routes (none before any are known). */
export function routeOfPath(pathname: string): PathRoute | undefined {
  return lookup?.(pathname);
}

/** The kind of page a path shows, when its route alone says it; none for a route that declares nothing. */
export function pageKindOfPath(pathname: string): PageKind | undefined {
  return routeOfPath(pathname)?.kind;
}
