import { type RefObject, useEffect, useRef, useState } from "react";
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

  useToastClearOfControls(region, showing, sidebarOpen);

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

/**
 * Where the control a shopper used last was (a form's submit button): a toast answering it must
 * leave that place visible, also when the answer replaced the form (a review already written).
 */
let lastSubmitter: { element: Element; box: DOMRect } | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "submit",
    (event) => {
      const element = event.submitter ?? (event.target instanceof Element ? event.target : null);
      lastSubmitter = element ? { element, box: element.getBoundingClientRect() } : null;
    },
    { capture: true },
  );
}

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * With JavaScript the toast moves off what it would cover: in the open cart sidebar it sits just above
 * the sidebar's footer (the bag's lines stay readable), and anywhere else it changes to the other end
 * of the screen when it would cover the control just used (the form's submit button) or the field
 * in focus. The CSS place (toast.css.ts) is where no control lives on most pages.
 */
function useToastClearOfControls(region: RefObject<HTMLDivElement | null>, showing: string | null, sidebarOpen: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!element || !showing) return;
    const place = (top: string, bottom: string) => {
      element.style.top = top;
      element.style.bottom = bottom;
    };
    place("", "");
    const footer = sidebarOpen ? document.querySelector("[data-cart-sidebar] [data-cart-sidebar-footer]") : null;
    if (footer) {
      place("auto", `${Math.max(0, window.innerHeight - footer.getBoundingClientRect().top) + 8}px`);
      return;
    }
    const focused = document.activeElement;
    const used = [
      lastSubmitter && (lastSubmitter.element.isConnected ? lastSubmitter.element.getBoundingClientRect() : lastSubmitter.box),
      focused && focused !== document.body ? focused.getBoundingClientRect() : null,
    ].filter((box): box is DOMRect => box != null);
    const box = element.getBoundingClientRect();
    if (!used.some((control) => overlap(box, control))) return;
    // The other end: under the sticky bar when the toast sat at the bottom, at the bottom when at the top.
    if (box.top > window.innerHeight / 2) place("4.5rem", "auto");
    else place("auto", "1rem");
  }, [region, showing, sidebarOpen]);
}
