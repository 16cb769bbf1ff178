/**
 * Until React has taken the document over, a shopper's clicks, keys and choices are the browser's
 * alone, as they are before the scripts arrive (decision 211: the plain-HTML flow). React 18 would
 * otherwise hydrate at once, synchronously, for such an event; while Remix still decodes the page's
 * data (single fetch suspends the first render) that hydration cannot finish: React throws "Root
 * did not complete" (error 345) and the page never comes alive (docs/decisions/320-events-before-hydration.md).
 * What the shopper chose meanwhile stays in the page, and the components read it once alive
 * (a country: AddressFields).
 */

/** The events React hydrates synchronously for (React 18's discrete, replayable events). */
const DISCRETE_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

// Stops the event before it reaches the document, where React listens; its default action
// (a link followed, a form posted, an option chosen, a character typed) still happens.
const keepFromReact = (event: Event) => event.stopPropagation();

/** From just before `hydrateRoot`: events go to the browser alone. */
export function holdEventsUntilHydrated(): void {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, keepFromReact, true);
}

/** At hydration's commit (a layout effect at the top of the tree): React handles events again. */
export function releaseEventsAtHydration(): void {
  for (const type of DISCRETE_EVENTS) window.removeEventListener(type, keepFromReact, true);
}
