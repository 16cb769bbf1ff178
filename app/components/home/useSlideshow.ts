import { useCallback, useEffect, useRef, useState } from "react";
import { stepSlide } from "./slideshow";

interface SlideshowOptions {
  intervalMs: number;
  /** The first automatic move waits this long; later ones `intervalMs`. */
  startAfterMs: number;
  loop: boolean;
}

/**
 * State of a slideshow that runs only with JavaScript: the current slide, prev/next/goTo, and the
 * autoplay timer, which restarts after every move (so a click never gets overtaken at once),
 * pauses while `paused` (hover, focus) or `stopped` (the pause button) and stays off for reduced motion.
 */
export function useSlideshow(count: number, { intervalMs, startAfterMs, loop }: SlideshowOptions) {
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  // The shopper's own pause button (WCAG 2.2.2): stays until they press play.
  const [stopped, setStopped] = useState(false);
  const firstMove = useRef(true);

  useEffect(() => setReady(true), []);

  const goTo = useCallback(
    (target: number) => {
      firstMove.current = false;
      setIndex(stepSlide(target, 0, count, loop));
    },
    [count, loop],
  );
  const next = useCallback(() => goTo(stepSlide(index, 1, count, loop)), [goTo, index, count, loop]);
  const prev = useCallback(() => goTo(stepSlide(index, -1, count, loop)), [goTo, index, count, loop]);

  useEffect(() => {
    if (!ready || paused || stopped || count < 2) return;
    if (!loop && index === count - 1) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setTimeout(next, firstMove.current ? startAfterMs : intervalMs);
    return () => clearTimeout(timer);
  }, [ready, paused, stopped, count, loop, index, next, intervalMs, startAfterMs]);

  const toggleStopped = useCallback(() => setStopped((value) => !value), []);
  return {
    index,
    ready,
    count,
    next,
    prev,
    goTo,
    setPaused,
    stopped,
    toggleStopped,
    canPrev: loop || index > 0,
    canNext: loop || index < count - 1,
  };
}
