import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdEventsUntilHydrated, releaseEventsAtHydration } from "./lib/document/events-before-hydration";
import { inlinedStyleHrefs, keywordViewInDocument } from "./lib/document/inline-styles";

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

/** Renders nothing of its own: its layout effect runs when hydration commits. */
function Hydrated({ children }: { children: ReactNode }) {
  useLayoutEffect(releaseEventsAtHydration, []);
  return children;
}

function hydrate() {
  holdEventsUntilHydrated();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated>
          <RemixBrowser />
        </Hydrated>
      </StrictMode>,
    );
  });
}

// A keyword page's view is its own chunk (decision 151), preloaded in the head: in before
// hydration, so it renders the server's markup at once. (The keyword route has the registry
// loaded already; imported here only then, other pages do not carry it.)
const view = keywordViewInDocument();
if (view) {
  void import("./components/keyword-page/views").then(({ preloadKeywordView }) => preloadKeywordView(view)).then(hydrate, hydrate);
} else hydrate();
