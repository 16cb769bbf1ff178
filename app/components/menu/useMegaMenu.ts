import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS } from "~/lib/menu/rules";

/**
 * Which mega-menu panel is open, with the product's timing: hovering a category opens its panel at
 * once when none is open; switching from an open panel to another waits 500 ms (so a pointer
 * crossing a neighbour on its way into the panel does not switch); leaving the menu closes it after
 * 100 ms unless the pointer comes back. The keyboard (ArrowDown) opens a panel at once; Escape closes it.
 */
export function useMegaMenu() {
  const [open, setOpen] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** What the running timer will show: a category id, or null for closing. */
  const pending = useRef<string | null | undefined>(undefined);
  const location = useLocation();

  const show = useCallback((id: string | null) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    openRef.current = id;
    setOpen(id);
  }, []);

  const later = useCallback(
    (id: string | null, delay: number) => {
      clearTimeout(timer.current);
      pending.current = id;
      timer.current = setTimeout(() => show(id), delay);
    },
    [show],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  // A panel opened by hover has no focus inside the menu: Escape anywhere closes it (docs/product/shell-and-navigation.md: a dropdown closes on Esc).
  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") show(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, show]);
  // A followed link closes the menu.
  useEffect(() => show(null), [location.key, show]);

  return {
    open,
    /** The pointer is over a category or its panel. */
    hover(id: string) {
      if (openRef.current === null || openRef.current === id) show(id);
      else later(id, MENU_SWITCH_DELAY_MS);
    },
    /** The pointer is back over the menu: a pending close is off (a pending switch stays). */
    enterMenu() {
      if (pending.current === null) {
        clearTimeout(timer.current);
        pending.current = undefined;
      }
    },
    /** The pointer left the menu and its panels. */
    leaveMenu() {
      if (openRef.current !== null) later(null, MENU_CLOSE_DELAY_MS);
    },
    /** Opened from the keyboard. */
    focus: (id: string) => show(id),
    close: () => show(null),
  };
}
