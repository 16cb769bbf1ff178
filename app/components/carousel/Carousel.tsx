import { useCallback, useEffect, useState, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "~/components/icons";
import { cx } from "~/lib/cx";
import * as styles from "./carousel.css";
import { useLazyEmbla } from "./use-lazy-embla";

export interface CarouselApi {
  prev(): void;
  next(): void;
  goTo(index: number): void;
  canPrev: boolean;
  canNext: boolean;
  selected: number;
  count: number;
  /** Carousels that move by themselves: the shopper's pause button (WCAG 2.2.2). */
  autoplay?: { stopped: boolean; toggle(): void };
}

interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel region. */
  label: string;
  renderSlide(item: T, index: number): ReactNode;
  slideClassName?: string;
  className?: string;
  loop?: boolean;
  /** Auto-advance interval; paused on hover or focus, off for reduced motion. */
  autoplay?: { intervalMs: number; startAfterMs: number };
  /** Heading and controls above the slides (arrows and dots show only once the carousel is live). */
  renderBefore?(api: CarouselApi): ReactNode;
  /** Controls over or below the slides. */
  renderAfter?(api: CarouselApi): ReactNode;
  /**
   * Slides with nothing to focus (pictures only): without JavaScript the scrolling strip itself takes
   * focus, so the arrow keys can scroll it (WCAG 2.1.1).
   */
  focusableStrip?: boolean;
}

/**
 * Embla when JavaScript runs and the carousel is near the screen; until then, and without
 * JavaScript, the same markup is a scroll-snapping strip.
 * Shared by the hero and the product carousels.
 */
export function Carousel<T>({
  items,
  label,
  renderSlide,
  slideClassName,
  className,
  loop = false,
  autoplay,
  renderBefore,
  renderAfter,
  focusableStrip = false,
}: CarouselProps<T>) {
  const [viewportRef, embla] = useLazyEmbla({ loop, align: "start", duration: 30 });
  const [state, setState] = useState({ ready: false, selected: 0, canPrev: false, canNext: false });
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setState({ ready: true, selected: embla.selectedScrollSnap(), canPrev: embla.canScrollPrev(), canNext: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla, sync]);

  const intervalMs = autoplay?.intervalMs;
  const startAfterMs = autoplay?.startAfterMs ?? 0;
  useEffect(() => {
    if (!embla || !intervalMs || paused || stopped || items.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => embla.scrollNext(), intervalMs);
    }, startAfterMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [embla, intervalMs, startAfterMs, paused, stopped, items.length]);

  const api: CarouselApi = {
    prev: () => embla?.scrollPrev(),
    next: () => embla?.scrollNext(),
    goTo: (index) => embla?.scrollTo(index),
    canPrev: state.canPrev,
    canNext: state.canNext,
    selected: state.selected,
    count: items.length,
    autoplay: intervalMs ? { stopped, toggle: () => setStopped((value) => !value) } : undefined,
  };

  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={state.ready}
      data-selected={state.selected}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {renderBefore?.(api)}
      <div className={styles.viewport} ref={viewportRef} tabIndex={focusableStrip && !state.ready ? 0 : undefined}>
        <div className={styles.track}>
          {items.map((item, index) => (
            <div
              key={index}
              className={cx(styles.slide, slideClassName)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {renderAfter?.(api)}
    </section>
  );
}

export function CarouselArrows({ api, className }: { api: CarouselApi; className?: string }) {
  return (
    <div className={cx(styles.controls, className)}>
      {api.autoplay ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={api.autoplay.toggle}
          aria-label={api.autoplay.stopped ? "Play carousel" : "Pause carousel"}
        >
          {api.autoplay.stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      <button type="button" className={styles.arrow} onClick={api.prev} disabled={!api.canPrev} aria-label="Previous">
        <ChevronLeftIcon />
      </button>
      <button type="button" className={styles.arrow} onClick={api.next} disabled={!api.canNext} aria-label="Next">
        <ChevronRightIcon />
      </button>
    </div>
  );
}
