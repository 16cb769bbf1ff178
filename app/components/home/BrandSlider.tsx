import { Link } from "@remix-run/react";
import type { Brand } from "~/lib/home/types";
import { Carousel, CarouselArrows } from "../carousel/Carousel";
import { Container } from "../ui/Container";
import { SectionHead } from "../ui/SectionHead";
import { BRAND_AUTOPLAY } from "./slideshow";
import * as section from "../ui/section.css";
import * as styles from "./sliders.css";

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
