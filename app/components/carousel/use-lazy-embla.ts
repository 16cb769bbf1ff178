import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState } from "react";

/**
 * Embla for a carousel's viewport, fetched only when the carousel comes near the screen (no
 * carousel code in a page's first load). Until then, and without JavaScript, the slides are a
 * scroll-snapping strip. Returns a ref callback for the viewport and the live carousel, if any.
 */
export function useLazyEmbla({ loop, align, duration }: Pick<EmblaOptionsType, "loop" | "align" | "duration">) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let live: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () =>
      void import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        live = EmblaCarousel(viewport, { loop, align, duration });
        setEmbla(live);
      });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      live?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, loop, align, duration]);

  return [setViewport, embla] as const;
}
