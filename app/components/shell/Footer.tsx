import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FOOTER_ID, useFooterMarkup } from "~/lib/document/inline-styles";
import * as styles from "./footer.css";

/**
 * The footer: nothing in it changes or reacts, so the server renders its content once
 * (`FooterContent`) and the browser keeps that markup, read back from the document, without its
 * code (decision 202). Its links are plain links; with JavaScript a click on one navigates in
 * place, as a `<Link>` would.
 */
export function Footer() {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const footer = ref.current;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    footer?.addEventListener("click", onClick);
    return () => footer?.removeEventListener("click", onClick);
  }, [navigate]);
  return <footer ref={ref} id={FOOTER_ID} className={styles.footer} dangerouslySetInnerHTML={{ __html: useFooterMarkup() }} />;
}
