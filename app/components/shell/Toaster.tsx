import { useEffect, useRef, useState } from "react";
import { useCartSidebarOpen } from "~/lib/cart/sidebar-store";
import { cx } from "~/lib/cx";
import { TOAST_TITLES, type Toast } from "~/lib/toast";
import * as styles from "./toast.css";

/**
 * The notification area: renders the one-time message the session carried to this page. It keeps
 * showing the last message until its three seconds are over (CSS hides it), even when the next
 * revalidation, which no longer carries it, comes sooner; a new message takes its place at once.
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const [shown, setShown] = useState(toast);
  if (toast && toast !== shown && (toast.id ?? toast.message) !== (shown?.id ?? shown?.message)) setShown(toast);
  const current = toast ?? shown;
  const region = useRef<HTMLDivElement>(null);
  const sidebarOpen = useCartSidebarOpen();

  // The cart sidebar is a modal dialog, drawn in the top layer above everything else. When it opens
  // while a toast is there (or a toast comes while it is open), the area becomes a popover and
  // re-enters the top layer last, so the toast shows above the sidebar. Hiding and showing it in
  // one go does not restart its animation: a toast already gone stays gone.
  const showing = current ? (current.id ?? current.message) : null;
  useEffect(() => {
    const element = region.current;
    if (!element || !sidebarOpen || !showing || typeof element.showPopover !== "function") return;
    const frame = requestAnimationFrame(() => {
      element.popover = "manual";
      if (element.matches(":popover-open")) element.hidePopover();
      element.showPopover();
    });
    return () => cancelAnimationFrame(frame);
  }, [showing, sidebarOpen]);

  return (
    <div ref={region} className={styles.region} role="status" aria-live="polite">
      {current ? (
        <div key={current.id ?? current.message} className={cx(styles.toast, styles.kind[current.kind])} data-toast={current.kind}>
          <p className={styles.title}>{TOAST_TITLES[current.kind]}</p>
          <p className={styles.message}>{current.message}</p>
        </div>
      ) : null}
    </div>
  );
}
