import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import * as styles from "./overlay.css";

/**
 * The dimming layer behind an open mega-menu or search dropdown (spec: "a dimming overlay shows
 * while a panel or search results are open"). It lies under the header, over the page; a click on
 * it closes what is open. Only with JavaScript: it is mounted into <body> after hydration.
 */
export function Overlay({ onClose }: { onClose?: () => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(<div className={styles.overlay} aria-hidden="true" data-testid="header-overlay" onClick={onClose} />, document.body);
}
