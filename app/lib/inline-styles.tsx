import { createContext, Fragment, useContext } from "react";

/** A route stylesheet delivered inside the document: its built URL and its text. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** The stylesheets entry.server inlined into this document (docs/decisions/150-inline-css.md). */
const InlineStylesContext = createContext<InlineStyle[] | null>(null);

export const InlineStylesProvider = InlineStylesContext.Provider;

let hydrated: InlineStyle[] | undefined;

// React's types leave out the attribute HTML gives link elements (a disabled stylesheet is not fetched).
const notFetched = { disabled: true };

/** In the browser the texts are already in the document: read back once so hydration renders the same elements. */
function stylesInDocument(): InlineStyle[] {
  hydrated ??= [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => ({
    href: style.dataset.href ?? "",
    css: style.textContent ?? "",
  }));
  return hydrated;
}

/** The URLs of the stylesheets the server inlined, so the browser never fetches them again. */
export const inlinedStyleHrefs = (): Set<string> => new Set(stylesInDocument().map((style) => style.href));

/**
 * The page's route stylesheets as `<style>` elements, in the order `<Links>` would have linked them.
 * Each comes with a disabled link to its file, which browsers do not fetch: code loaded later
 * (Vite's preloading of lazy modules, Remix's of routes) looks for such a link before adding one.
 */
export function InlineStyles() {
  const styles = useContext(InlineStylesContext) ?? (typeof document === "undefined" ? [] : stylesInDocument());
  return (
    <>
      {styles.map(({ href, css }) => (
        <Fragment key={href}>
          <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
          <link rel="stylesheet" href={href} {...notFetched} />
        </Fragment>
      ))}
    </>
  );
}
