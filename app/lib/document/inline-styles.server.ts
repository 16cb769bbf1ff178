/**
 * Inlines a page's own stylesheets into its document (docs/decisions/150-inline-css.md, 213): the
 * layouts' stylesheets (the root's and the shop's or the checkout's shells, the same on every page)
 * stay linked, cached files, and what the page adds is inlined after them. The manifest the page
 * hands the browser no longer names the inlined files, so neither `<Links>` (on hydration or
 * navigation) nor Remix's style preloading fetches them; files not found (the development server)
 * stay linked. Also lists the page's modules for early preload hints in the head.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { EntryContext } from "@remix-run/node";
import { isKeywordViewKind, KEYWORD_ROUTE_ID, KEYWORD_VIEW_ROUTES } from "~/lib/content/keyword-pages";
import type { DocumentHead, InlineStyle } from "./inline-styles";

// The server bundle is build/server/index.js; the browser's files are in build/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/** Built stylesheets never change under their hashed names: read each once. */
const texts = new Map<string, string | null>();

function stylesheetText(href: string): string | null {
  let text = texts.get(href);
  if (text === undefined) {
    try {
      text = href.startsWith("/assets/") && href.endsWith(".css") ? readFileSync(clientDir + href, "utf8") : null;
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return text;
}

type Manifest = EntryContext["manifest"];

/** Per manifest and set of matched routes (and keyword view), the head and the manifest without the inlined files. */
const plans = new WeakMap<Manifest, Map<string, { head: RouteHead; manifest: Manifest }>>();

/** The head's parts that depend on the matched routes (entry.server adds the icon symbols). */
type RouteHead = Omit<DocumentHead, "iconSymbols" | "footer" | "footerTemplate" | "scriptsLoader">;

/** The keyword route's resolved kind, from its loader data (decision 151). */
function keywordView(context: EntryContext) {
  const data: unknown = context.staticHandlerContext.loaderData[KEYWORD_ROUTE_ID];
  const kind = data && typeof data === "object" && "kind" in data ? data.kind : undefined;
  return isKeywordViewKind(kind) ? kind : undefined;
}

export function documentHead(context: EntryContext): RouteHead {
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  const view = keywordView(context);
  const key = [...routeIds, view ?? ""].join("\n");
  let perManifest = plans.get(context.manifest);
  if (!perManifest) plans.set(context.manifest, (perManifest = new Map()));
  let plan = perManifest.get(key);
  if (!plan) {
    const { manifest } = context;
    // A keyword page renders the view of its kind's own route: that route's stylesheets and
    // modules (not its route module, which the page does not run) belong to this page too.
    const viewRoute = view ? manifest.routes[KEYWORD_VIEW_ROUTES[view]] : undefined;
    // The layouts' stylesheets (every route matched above the page) are shared by every page
    // under them: linked, they are fetched once per visit and cached (decision 213).
    const cssOf = (id: string) => manifest.routes[id]?.css ?? [];
    const linked = new Set(routeIds.slice(0, -1).flatMap(cssOf));
    const styles: InlineStyle[] = [];
    for (const href of new Set([...routeIds.flatMap(cssOf), ...(viewRoute?.css ?? [])])) {
      if (linked.has(href)) continue;
      const css = stylesheetText(href);
      if (css !== null) styles.push({ href, css });
    }
    const modules = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routeIds.flatMap((id) => {
        const route = manifest.routes[id];
        return route ? [route.module, ...(route.imports ?? [])] : [];
      }),
      ...(viewRoute?.imports ?? []),
    ]);
    const inlined = new Set(styles.map((style) => style.href));
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [
        id,
        route.css ? { ...route, css: route.css.filter((href) => !inlined.has(href)) } : route,
      ]),
    );
    plan = { head: { styles, modules: [...modules], keywordView: view }, manifest: { ...manifest, routes } };
    perManifest.set(key, plan);
  }
  context.manifest = plan.manifest;
  return plan.head;
}
