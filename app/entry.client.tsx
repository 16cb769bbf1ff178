import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { inlinedStyleHrefs } from "./lib/inline-styles";

declare global {
  interface Window {
    __remixManifest: { routes: Record<string, { css?: string[] }> };
  }
}

// Routes discovered while navigating arrive with their full CSS lists: drop the stylesheets the
// document already holds inline, or they would be fetched and applied a second time (decision 150).
// In place: Remix also keeps the same route objects for its style preloading.
const inlined = inlinedStyleHrefs();
window.__remixManifest.routes = new Proxy(window.__remixManifest.routes, {
  set(routes, id, route: { css?: string[] }) {
    if (route.css) route.css = route.css.filter((href) => !inlined.has(href));
    return Reflect.set(routes, id, route);
  },
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
