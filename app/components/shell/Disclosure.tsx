import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

interface DisclosureProps {
  summary: ReactNode;
  /** Accessible name of the toggle when the summary shows only an icon. */
  label?: string;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  /** The id of an element outside the <details> that it opens (shown by CSS): clicks there are inside. */
  owns?: string;
  children?: ReactNode;
}

/**
 * A menu that opens without JavaScript (<details>/<summary>). With JavaScript it also closes on
 * navigation, on Escape and on a click outside, as the product's dropdowns do.
 */
export function Disclosure({ summary, label, className, summaryClassName, panelClassName, owns, children }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closes on navigation only: a menu the shopper opened before hydration stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      const owned = owns ? document.getElementById(owns) : null;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node) && !owned?.contains(event.target as Node)) {
        details.open = false;
      } else if (event.target instanceof Element && event.target.closest("a[href]")) {
        // A link in the panel starts a navigation: the panel closes now, not when the new page
        // arrives (the sort menu stayed open over the list's skeleton).
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [owns]);

  return (
    <details ref={ref} className={className}>
      <summary className={summaryClassName} aria-label={label} aria-controls={owns}>
        {summary}
      </summary>
      {children ? <div className={panelClassName}>{children}</div> : null}
    </details>
  );
}
