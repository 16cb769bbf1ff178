/**
 * Inlines a page's route stylesheets into its document (docs/decisions/150-inline-css.md): the
 * first paint waits for no CSS file. The manifest the page hands the browser no longer names the
 * inlined files, so neither `<Links>` (on hydration or navigation) nor Remix's style preloading
 * fetches them; files not found (the development server) stay linked.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { EntryContext } from "@remix-run/node";
import type { InlineStyle } from "./inline-styles";

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

/** Per manifest and set of matched routes, what to inline and the manifest without those files. */
const plans = new WeakMap<Manifest, Map<string, { styles: InlineStyle[]; manifest: Manifest }>>();

export function inlineRouteStyles(context: EntryContext): InlineStyle[] {
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  const key = routeIds.join("\n");
  let perManifest = plans.get(context.manifest);
  if (!perManifest) plans.set(context.manifest, (perManifest = new Map()));
  let plan = perManifest.get(key);
  if (!plan) {
    const { manifest } = context;
    const styles: InlineStyle[] = [];
    for (const href of new Set(routeIds.flatMap((id) => manifest.routes[id]?.css ?? []))) {
      const css = stylesheetText(href);
      if (css !== null) styles.push({ href, css });
    }
    const inlined = new Set(styles.map((style) => style.href));
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [
        id,
        route.css ? { ...route, css: route.css.filter((href) => !inlined.has(href)) } : route,
      ]),
    );
    plan = { styles, manifest: { ...manifest, routes } };
    perManifest.set(key, plan);
  }
  context.manifest = plan.manifest;
  return plan.styles;
}
