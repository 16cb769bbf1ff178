import { Link } from "@remix-run/react";
import { useRef, type PointerEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "~/components/icons";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { cx } from "~/lib/cx";
import type { PromoBanner } from "~/lib/home/promo";
import { heroNote, useFreeShipping } from "~/lib/shipping-claims";
import * as styles from "./hero.css";
import { HERO_SLIDESHOW } from "./slideshow";
import { useSlideshow } from "./useSlideshow";

// The first banner is the home page's largest paint: fetched before other images. Lower case:
// React 18 does not know `fetchPriority` and would warn; HTML attribute names ignore case.
const firstPaint = { fetchpriority: "high" };

/** A swipe shorter than this is a tap (the banner link follows). */
const SWIPE_PX = 40;

/**
 * The home hero: the API's banners as a slideshow (docs/product/catalog.md: loops, 4 s after a 10 s first delay,
 * 300 ms cross-fade, arrows and dots, swipe on touch screens), then the 'Fashion sale / up to 70% off'
 * band with 'Shop Now'. Without JavaScript the banners are a scroll-snapping strip.
 */
export function HeroCarousel({ banners, shopNowHref }: { banners: PromoBanner[]; shopNowHref: string | null }) {
  const free = useFreeShipping();
  return (
    <>
      {banners.length ? <Slideshow banners={banners} /> : null}
      <section className={styles.band} aria-label="Fashion sale">
        <Container className={styles.bandInner}>
          <div className={styles.bandCopy}>
            <span className={styles.eyebrow}>Fashion sale</span>
            <p className={styles.headline}>up to 70% off</p>
            <p className={styles.note}>{heroNote(free)}</p>
          </div>
          {shopNowHref ? (
            <ButtonLink to={shopNowHref} variant="light" size="lg">
              Shop Now
            </ButtonLink>
          ) : null}
        </Container>
      </section>
    </>
  );
}

function Slideshow({ banners }: { banners: PromoBanner[] }) {
  const show = useSlideshow(banners.length, HERO_SLIDESHOW);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start || !show.ready) return;
    const distance = event.clientX - start.x;
    if (Math.abs(distance) < SWIPE_PX) return;
    start.moved = true;
    if (distance < 0) show.next();
    else show.prev();
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-ready={show.ready}
      onMouseEnter={() => show.setPaused(true)}
      onMouseLeave={() => show.setPaused(false)}
      onFocus={() => show.setPaused(true)}
      onBlur={() => show.setPaused(false)}
    >
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {banners.map((banner, index) => {
          const hidden = show.ready && index !== show.index;
          return (
            <div
              key={banner.image + index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              aria-hidden={hidden || undefined}
              data-active={index === show.index}
            >
              <Link
                to={banner.href}
                className={styles.banner}
                data-banner-link={banner.link}
                tabIndex={hidden ? -1 : undefined}
                draggable={false}
                onClick={(event) => {
                  // The end of a swipe is not a click on the banner.
                  if (swipe.current?.moved) event.preventDefault();
                  swipe.current = null;
                }}
              >
                {/* The caption names the link: on wide screens the artwork's own words show it, on phones its text. */}
                <img
                  className={styles.bannerImage}
                  src={banner.image}
                  alt=""
                  width={1600}
                  height={640}
                  loading={index === 0 ? "eager" : "lazy"}
                  {...(index === 0 ? firstPaint : undefined)}
                  draggable={false}
                />
                {banner.title ? (
                  <span className={styles.caption}>
                    <span className={styles.captionTitle}>{banner.title}</span>
                    <span className={styles.captionAction} aria-hidden>
                      Shop now <ChevronRightIcon size={16} />
                    </span>
                  </span>
                ) : null}
              </Link>
            </div>
          );
        })}
      </div>
      {banners.length > 1 ? (
        <div className={styles.controls}>
          <Container className={styles.controlsInner}>
            <div className={styles.dots}>
              {banners.map((banner, index) => (
                <button
                  key={banner.image + index}
                  type="button"
                  className={styles.dot}
                  onClick={() => show.goTo(index)}
                  aria-label={`Show slide ${index + 1}`}
                  aria-current={index === show.index}
                />
              ))}
            </div>
            <div className={styles.arrows}>
              <button
                type="button"
                className={styles.arrow}
                onClick={show.toggleStopped}
                aria-label={show.stopped ? "Play slideshow" : "Pause slideshow"}
              >
                {show.stopped ? <PlayIcon /> : <PauseIcon />}
              </button>
              <button
                type="button"
                className={cx(styles.arrow, styles.desktopOnly)}
                onClick={show.prev}
                disabled={!show.canPrev}
                aria-label="Previous"
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className={cx(styles.arrow, styles.desktopOnly)}
                onClick={show.next}
                disabled={!show.canNext}
                aria-label="Next"
              >
                <ChevronRightIcon />
              </button>
            </div>
          </Container>
        </div>
      ) : null}
    </section>
  );
}
