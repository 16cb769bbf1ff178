import { createContext, Fragment, useContext } from "react";
import { isKeywordViewKind, type KeywordViewKind } from "./content/keyword-pages";

/** A route stylesheet delivered inside the document: its built URL and its text. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** What entry.server puts in the head beside the route's own elements (docs/decisions/150, 151). */
export interface DocumentHead {
  /** The page's route stylesheets, inlined. */
  styles: InlineStyle[];
  /** The page's JavaScript modules, so the browser fetches them while the body still streams. */
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
}

/** The id of the icon sprite's `<svg>`: the browser reads the symbols back from it. */
export const SPRITE_ID = "icon-sprite";

/** The id of the footer: the browser reads its content back from it. */
export const FOOTER_ID = "site-footer";
const FOOTER_TEMPLATE_ID = "site-footer-markup";

const DocumentHeadContext = createContext<DocumentHead | null>(null);

export const DocumentHeadProvider = DocumentHeadContext.Provider;

const KEYWORD_VIEW_META = "lumen:keyword-view";

let hydrated: DocumentHead | undefined;

// React's types leave out the attribute HTML gives link elements (a disabled stylesheet is not fetched).
const notFetched = { disabled: true };
// React 18 does not know `fetchPriority`; HTML attribute names ignore case.
const afterPaint = { fetchpriority: "low" };

/** In the browser it is all in the document already: read back once so hydration renders the same elements. */
function headInDocument(): DocumentHead {
  if (!hydrated) {
    const view = document.querySelector<HTMLMetaElement>(`meta[name="${KEYWORD_VIEW_META}"]`)?.content;
    hydrated = {
      styles: [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => ({
        href: style.dataset.href ?? "",
        css: style.textContent ?? "",
      })),
      modules: [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload][data-head]")].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      keywordView: isKeywordViewKind(view) ? view : undefined,
      iconSymbols: document.getElementById(SPRITE_ID)?.innerHTML ?? "",
      footer: (document.getElementById(FOOTER_ID) ?? document.getElementById(FOOTER_TEMPLATE_ID))?.innerHTML ?? "",
      footerTemplate: document.getElementById(FOOTER_TEMPLATE_ID) !== null,
    };
  }
  return hydrated;
}

const useDocumentHead = () =>
  useContext(DocumentHeadContext) ??
  (typeof document === "undefined" ? { styles: [], modules: [], iconSymbols: "", footer: "", footerTemplate: false } : headInDocument());

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
 * The page's modules as `modulepreload` hints at the end of the head, at low priority so the hero image and
 * text come first (decision 203): Remix's own come at the end of
 * the body, after the whole document (the browser skips a module it already has).
 */
export function ModulePreloads() {
  const { modules, keywordView } = useDocumentHead();
  return (
    <>
      {keywordView ? <meta name={KEYWORD_VIEW_META} content={keywordView} /> : null}
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} data-head="" {...afterPaint} />
      ))}
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
