import type { KeyboardEvent } from "react";

const TAB_STOPS = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * A modal's focus trap, as its keydown handler: Tab from its last tab stop goes to its first and
 * Shift+Tab from its first to its last. A native modal <dialog> keeps the page behind inert, yet lets
 * Tab leave it for the browser's own controls (and, headless, the document).
 */
export function wrapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  const stops = [...container.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const focused = document.activeElement;
  const wrapTo = event.shiftKey ? (focused === first ? last : null) : focused === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
