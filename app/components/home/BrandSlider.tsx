import { Link } from "@remix-run/react";
import { Carousel, CarouselArrows } from "~/components/carousel/Carousel";
import { Container } from "~/components/ui/Container";
import * as section from "~/components/ui/section.css";
import { SectionHead } from "~/components/ui/SectionHead";
import type { Brand } from "~/lib/home/types";
import * as styles from "./sliders.css";
import { BRAND_AUTOPLAY } from "./slideshow";

/** The brands slider: every brand's mark, linking to its page. Renders nothing without brands. */
export function BrandSlider({ brands }: { brands: Brand[] }) {
  if (!brands.length) return null;
  return (
    <div className={section.section}>
      <Container>
        <Carousel
          items={brands}
          label="Brands"
          loop
          autoplay={BRAND_AUTOPLAY}
          slideClassName={styles.brandSlide}
          renderBefore={(api) => (
            <SectionHead eyebrow="Our makers" title="Shop by brand">
              <Link to="/store/manufacturer" className={section.headLink}>
                All brands
              </Link>
              <CarouselArrows api={api} />
            </SectionHead>
          )}
          renderSlide={(brand) => (
            <Link to={brand.url} className={styles.brand} draggable={false}>
              {brand.image ? (
                <img
                  className={styles.brandMark}
                  src={brand.image}
                  alt={brand.name}
                  width={240}
                  height={96}
                  loading="lazy"
                  draggable={false}
                />
              ) : (
                <span className={styles.brandName}>{brand.name}</span>
              )}
            </Link>
          )}
        />
      </Container>
    </div>
  );
}
