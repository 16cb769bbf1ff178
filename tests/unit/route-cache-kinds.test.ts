/**
 * Routes declare their cache kind (docs/decisions/266-routes-declare-their-cache-kind.md): a path is
 * matched against the routes as Remix matches it, and the deepest matched route's `handle.cacheKind`
 * is its kind. A route that declares none, such as a page just added, is never shared.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  cacheControlFor,
  PRIVATE_CACHE_CONTROL,
  queryParamsRead,
  SHARED_LIFETIMES,
  surrogateControlFor,
  type AnswerFacts,
} from "~/lib/document/cache-policy.server";
import { knowRoutes, pageKindOfPath, routeLookup, type RouteTable } from "~/lib/document/route-kinds.server";

/** A build's routes in miniature: root, a pathless layout, pages under it, a splat and a resource route. */
const routes: RouteTable = {
  root: { id: "root", path: "", module: { default: () => null } },
  "routes/_shop": { id: "routes/_shop", parentId: "root", module: { default: () => null, handle: { cacheKind: "home" } } },
  "routes/_shop._index": {
    id: "routes/_shop._index",
    parentId: "routes/_shop",
    index: true,
    module: { default: () => null, handle: { cacheKind: "home" } },
  },
  "routes/_shop.store.product.$id": {
    id: "routes/_shop.store.product.$id",
    parentId: "routes/_shop",
    path: "store/product/:id",
    module: { default: () => null, handle: { cacheKind: "product", breadcrumb: () => null } },
  },
  // A page someone has just added and not yet given a kind.
  "routes/_shop.gift-cards": {
    id: "routes/_shop.gift-cards",
    parentId: "routes/_shop",
    path: "gift-cards",
    module: { default: () => null },
  },
  "routes/_shop.$": {
    id: "routes/_shop.$",
    parentId: "routes/_shop",
    path: "*",
    module: { default: () => null, handle: { breadcrumb: () => null } },
  },
  "routes/resources.ping": { id: "routes/resources.ping", parentId: "root", path: "resources/ping", module: {} },
};

const answer = (pathname: string, facts: Partial<AnswerFacts> = {}): AnswerFacts => ({
  method: "GET",
  pathname,
  status: 200,
  anonymous: true,
  setsCookie: false,
  ...facts,
});

describe("the kind a route declares", () => {
  beforeAll(() => knowRoutes(routes));

  it("is read from the deepest matched route, for a page and for its .data", () => {
    const lookup = routeLookup(routes);
    expect(lookup("/store/product/5")).toEqual({ id: "routes/_shop.store.product.$id", kind: "product", resource: false });
    expect(pageKindOfPath("/store/product/5.data")).toBe("product");
    expect(pageKindOfPath("/")).toBe("home");
    expect(pageKindOfPath("/_root.data")).toBe("home");
    // The layout's kind is not its pages': the page that matched says nothing, so nothing is said.
    expect(lookup("/gift-cards")).toEqual({ id: "routes/_shop.gift-cards", kind: undefined, resource: false });
    expect(lookup("/resources/ping")).toEqual({ id: "routes/resources.ping", kind: undefined, resource: true });
  });

  it("keeps a route that declares no kind private, and shares only its 'Page not found' briefly", () => {
    expect(cacheControlFor(answer("/gift-cards"))).toBe(PRIVATE_CACHE_CONTROL);
    expect(surrogateControlFor(answer("/gift-cards"))).toBeNull();
    expect(cacheControlFor(answer("/gift-cards.data"))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(answer("/resources/ping"))).toBe(PRIVATE_CACHE_CONTROL);
    // A keyword URL (the splat) is what its loader says.
    expect(cacheControlFor(answer("/kestrel-aviator"))).toBe(PRIVATE_CACHE_CONTROL);
    expect(surrogateControlFor(answer("/kestrel-aviator", { kind: "product" }))).toBe(
      `max-age=${SHARED_LIFETIMES.product.fresh}, stale-while-revalidate=${SHARED_LIFETIMES.product.stale}`,
    );
    const notFound = SHARED_LIFETIMES["not-found"];
    expect(surrogateControlFor(answer("/gift-cards", { status: 404 }))).toBe(
      `max-age=${notFound.fresh}, stale-while-revalidate=${notFound.stale}`,
    );
    // The page cache keys it on every parameter but the tracking ones; a declared kind's reads are known.
    expect(queryParamsRead("/gift-cards")).toBeUndefined();
    expect(queryParamsRead("/store/product/5")).toEqual(new Set(["category_id", "_routes", "index"]));
  });
});
