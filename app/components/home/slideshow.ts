/** The hero slideshow's timing (docs/product/catalog.md): loops, 4 s per slide after a 10 s first delay, 300 ms transition. */
export const HERO_SLIDESHOW = { intervalMs: 4000, startAfterMs: 10_000, transitionMs: 300, loop: true } as const;

/** docs/product/catalog.md: "Carousel autoplay value 1000 for hero and brands": the brand strip moves on every second. */
export const BRAND_AUTOPLAY = { intervalMs: 1000, startAfterMs: 1000 } as const;

/** The slide after (step 1) or before (step -1) `index`; wraps around when looping, else stops at the ends. */
export function stepSlide(index: number, step: number, count: number, loop: boolean): number {
  if (count < 1) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
