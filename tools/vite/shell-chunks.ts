/**
 * The browser bundle's chunks (decision 181). Left to itself Rollup makes a chunk for each set of
 * routes that share modules: about forty small files on a page, each compressed on its own, which
 * costs about a fifth of a page's own JavaScript in lost compression. Everything the root route
 * and the browser entry import (statically) is loaded by every page, and everything the shop layout
 * imports by every shop page, so each of these becomes one chunk; what only some pages use stays
 * with them.
 */
import { basename, resolve } from "node:path";
import type { ManualChunkMeta } from "rollup";

type GetModuleInfo = ManualChunkMeta["getModuleInfo"];

const ENTRY = resolve("app/entry.client.tsx");
const ROOT = resolve("app/root.tsx");
const SHOP = resolve("app/routes/_shop.tsx");
const CHECKOUT = resolve("app/routes/_checkout");
const ROUTES = resolve("app/routes");
const CHECKOUT_LAYOUT = "_checkout";
const CHECKOUT_PAGE = "_checkout.store.checkout";
const TILE = resolve("app/components/product/ProductTile.tsx");

/** The checkout's layout and pages (their files, not Remix's entries wrapping them). */
const isCheckoutRoute = (id: string) => id.startsWith(CHECKOUT) && !id.includes("?");

/** Route modules stay entries of their own (Remix loads them by name). */
const isRouteModule = (id: string) => id === ROOT || id.startsWith(ROUTES + "/");

/** The modules `entry` imports statically, directly or through others. */
function staticImports(entry: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const id = queue.pop()!;
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return seen;
}

export function shellChunks() {
  let closures: { root: Set<string>; shop: Set<string>; checkout: Map<string, Set<string>> } | undefined;
  return (id: string, { getModuleInfo, getModuleIds }: ManualChunkMeta): string | undefined => {
    if (isRouteModule(id)) return undefined;
    closures ??= {
      // The browser entry's imports (e.g. Vite's preload helper) are every page's too.
      root: new Set([...staticImports(ENTRY, getModuleInfo), ...staticImports(ROOT, getModuleInfo)]),
      // The product tile too: most shop pages show tiles (home, listings, product, search), the
      // header's search suggestions among them, which load later (decision 201).
      shop: new Set([TILE, ...staticImports(SHOP, getModuleInfo), ...staticImports(TILE, getModuleInfo)]),
      // The checkout's layout and each of its pages.
      checkout: new Map([...getModuleIds()].filter(isCheckoutRoute).map((route) => [route, staticImports(route, getModuleInfo)])),
    };
    if (closures.root.has(id)) return "root-shell";
    if (!closures.shop.has(id)) return undefined;
    // What the checkout shares with the shop: a chunk per set of checkout routes using it. Left
    // unassigned, Rollup would move it into the shop shell (a dependency of its modules), and the
    // checkout would load the shop's header with it.
    const checkoutRoutes = [...closures.checkout].filter(([, modules]) => modules.has(id)).map(([route]) => basename(route, ".tsx"));
    // Every shop page and every checkout page: every page there is, so the root's (one file fewer each).
    if (checkoutRoutes.includes(CHECKOUT_LAYOUT) || checkoutRoutes.length === closures.checkout.size - 1) return "root-shell";
    // What the checkout page shares with the shop goes in one chunk, whichever later pages (the
    // order placed page) use it too: one file more on every shop page would cost more than a few
    // bytes more on those.
    if (checkoutRoutes.includes(CHECKOUT_PAGE)) return "shop-and-checkout";
    return checkoutRoutes.length ? `shop-and-${checkoutRoutes.sort().join("-and-").replaceAll("_checkout.store.", "")}` : "shop-shell";
  };
}
