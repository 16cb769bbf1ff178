import { Link } from "@remix-run/react";
import { bannerHref } from "~/lib/links";
import { Carousel, CarouselArrows, CarouselDots } from "../carousel/Carousel";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import * as styles from "./hero.css";

export interface Banner {
  title: string | null;
  image: string | null;
  link: string | null;
}

/** The home hero: the API's banners, then the 'Fashion sale / up to 70% off' band with 'Shop Now'. */
export function HeroCarousel({ banners, shopNowHref }: { banners: Banner[]; shopNowHref: string }) {
  return (
    <>
      {banners.length ? (
        <Carousel
          className={styles.hero}
          items={banners}
          label="Featured collections"
          loop
          autoplay={{ intervalMs: 4000, startAfterMs: 10_000 }}
          slideClassName={styles.slide}
          renderSlide={(banner, index) => (
            <Link to={bannerHref(banner.link)} className={styles.banner} data-banner-link={banner.link ?? ""}>
              <img
                className={styles.bannerImage}
                src={banner.image ?? ""}
                alt={banner.title ?? ""}
                width={1600}
                height={640}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </Link>
          )}
          renderAfter={(api) => (
            <div className={styles.controls}>
              <Container className={styles.controlsInner}>
                <CarouselDots api={api} className={styles.controlGroup} />
                <CarouselArrows api={api} className={styles.controlGroup} />
              </Container>
            </div>
          )}
        />
      ) : null}
      <section className={styles.band} aria-label="Fashion sale">
        <Container className={styles.bandInner}>
          <div className={styles.bandCopy}>
            <span className={styles.eyebrow}>Fashion sale</span>
            <p className={styles.headline}>up to 70% off</p>
            <p className={styles.note}>Last pairs of the season, shipped free.</p>
          </div>
          <ButtonLink to={shopNowHref} variant="light" size="lg">
            Shop Now
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
