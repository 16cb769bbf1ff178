import { createContext, Fragment, useContext } from "react";
import { isKeywordViewKind, type KeywordViewKind } from "~/lib/content/keyword-pages";

/** A route stylesheet delivered inside the document: its built URL and its text. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** What entry.server puts in the head beside the route's own elements (docs/decisions/150, 151). */
export interface DocumentHead {
  /** The page's route stylesheets, inlined. */
  styles: InlineStyle[];
  /** The page's JavaScript modules, fetched once the page has loaded (decision 211). */
  modules: string[];
  /** The view a keyword URL renders, which entry.client loads before hydrating. */
  keywordView?: KeywordViewKind;
  /** The icon sprite's symbols as markup (decision 182). */
  iconSymbols: string;
  /** The footer's content as markup (decision 202). */
  footer: string;
  /**
   * The page shows no footer (the checkout): the document carries its markup in a template
   * instead, for the shop pages the browser may go on to without a document of theirs.
   */
  footerTemplate: boolean;
  /** The inline script that starts the page's JavaScript once the page has loaded (decision 211). */
  scriptsLoader: string;
}

/** The id of the icon sprite's `<svg>`: the browser reads the symbols back from it. */
export const SPRITE_ID = "icon-sprite";

/** The id of the footer: the browser reads its content back from it. */
export const FOOTER_ID = "site-footer";
const FOOTER_TEMPLATE_ID = "site-footer-markup";

/** A module hint the browser does not act on: the loader turns each into a `modulepreload` (decision 211). */
export const AFTER_LOAD_HINT_REL = "modulepreload-after-load";
/** The type Remix's module script carries until the loader runs a copy of it. */
export const AFTER_LOAD_MODULE_TYPE = "module-after-load";
/** Where the loader puts what it adds: markup React does not hydrate. */
export const AFTER_LOAD_BOX_ID = "scripts-after-load";
const SCRIPTS_LOADER_ID = "scripts-loader";

const DocumentHeadContext = createContext<DocumentHead | null>(null);

export const DocumentHeadProvider = DocumentHeadContext.Provider;

const KEYWORD_VIEW_META = "lumen:keyword-view";

let hydrated: DocumentHead | undefined;

// React's types leave out the attribute HTML gives link elements (a disabled stylesheet is not fetched).
const notFetched = { disabled: true };

/** In the browser it is all in the document already: read back once so hydration renders the same elements. */
function headInDocument(): DocumentHead {
  if (!hydrated) {
    const view = document.querySelector<HTMLMetaElement>(`meta[name="${KEYWORD_VIEW_META}"]`)?.content;
    hydrated = {
      styles: [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => ({
        href: style.dataset.href ?? "",
        css: style.textContent ?? "",
      })),
      modules: [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${AFTER_LOAD_HINT_REL}"][data-head]`)].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      keywordView: isKeywordViewKind(view) ? view : undefined,
      iconSymbols: document.getElementById(SPRITE_ID)?.innerHTML ?? "",
      footer: (document.getElementById(FOOTER_ID) ?? document.getElementById(FOOTER_TEMPLATE_ID))?.innerHTML ?? "",
      footerTemplate: document.getElementById(FOOTER_TEMPLATE_ID) !== null,
      scriptsLoader: document.getElementById(SCRIPTS_LOADER_ID)?.textContent ?? "",
    };
  }
  return hydrated;
}

const useDocumentHead = () =>
  useContext(DocumentHeadContext) ??
  (typeof document === "undefined"
    ? { styles: [], modules: [], iconSymbols: "", footer: "", footerTemplate: false, scriptsLoader: "" }
    : headInDocument());

/** The icon sprite's symbols: rendered by the server, read back from the document in the browser (the same markup). */
export const useIconSymbols = () => useDocumentHead().iconSymbols;

/** The footer's content: rendered by the server, read back from the document in the browser (the same markup). */
export const useFooterMarkup = () => useDocumentHead().footer;

/** On a page without the footer, its markup for the pages after it (see `DocumentHead.footerTemplate`). */
export function FooterTemplate() {
  const { footer, footerTemplate } = useDocumentHead();
  return footerTemplate ? <template id={FOOTER_TEMPLATE_ID} dangerouslySetInnerHTML={{ __html: footer }} /> : null;
}

/** The URLs of the stylesheets the server inlined, so the browser never fetches them again. */
export const inlinedStyleHrefs = (): Set<string> => new Set(headInDocument().styles.map((style) => style.href));

/** The keyword view the server rendered into this document, if any. */
export const keywordViewInDocument = (): KeywordViewKind | undefined => headInDocument().keywordView;

/**
 * The page's modules, as hints the browser does not act on until the page has loaded (decision
 * 211): the loader reads them, with Remix's own at the end of the body, made inert the same way.
 */
export function ModulePreloads() {
  const { modules, keywordView } = useDocumentHead();
  return (
    <>
      {keywordView ? <meta name={KEYWORD_VIEW_META} content={keywordView} /> : null}
      {modules.map((href) => (
        <link key={href} rel={AFTER_LOAD_HINT_REL} href={href} data-head="" />
      ))}
    </>
  );
}

/**
 * The loader of the page's JavaScript and the box it fills, after Remix's `<Scripts>`. The box's
 * empty inner HTML keeps React from hydrating what the loader put in it.
 */
export function ScriptsAfterLoad({ nonce }: { nonce: string }) {
  const { scriptsLoader } = useDocumentHead();
  return (
    <>
      <div id={AFTER_LOAD_BOX_ID} hidden dangerouslySetInnerHTML={{ __html: "" }} />
      <script id={SCRIPTS_LOADER_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptsLoader }} />
    </>
  );
}

/**
 * The page's route stylesheets as `<style>` elements, in the order `<Links>` would have linked them.
 * Each comes with a disabled link to its file, which browsers do not fetch: code loaded later
 * (Vite's preloading of lazy modules, Remix's of routes) looks for such a link before adding one.
 */
export function InlineStyles() {
  const { styles } = useDocumentHead();
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
