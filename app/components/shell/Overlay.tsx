import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { cx } from "~/lib/cx";
import * as styles from "./overlay.css";

/**
 * The dimming layer behind an open mega-menu or search dropdown (docs/product/catalog.md: "a dimming overlay shows
 * while a panel or search results are open"). It lies under the header, over the page; a click on
 * it closes what is open. Only with JavaScript: it is mounted into <body> after hydration.
 *
 * A `passive` overlay only dims: the pointer and clicks go through to the page. The mega-menu's is
 * passive, because React counts a portal as inside its parent: a pointer resting on the overlay
 * would never leave the menu, and the first click on the page would only close it.
 */
export function Overlay({ onClose, passive = false }: { onClose?: () => void; passive?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <div
      className={cx(styles.overlay, passive && styles.passive)}
      aria-hidden="true"
      data-testid="header-overlay"
      onClick={passive ? undefined : onClose}
    />,
    document.body,
  );
}
