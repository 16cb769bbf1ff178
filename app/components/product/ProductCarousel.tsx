import { Link } from "@remix-run/react";
import { Carousel, CarouselArrows } from "~/components/carousel/Carousel";
import { Container } from "~/components/ui/Container";
import * as section from "~/components/ui/section.css";
import { SectionHead } from "~/components/ui/SectionHead";
import type { ProductTileData } from "~/lib/product-tiles";
import * as styles from "./carousel.css";
import { ProductTile } from "./ProductTile";

interface ProductCarouselProps {
  title: string;
  eyebrow?: string;
  products: ProductTileData[];
  /** The 'shop all' target of the module. */
  shopAllHref: string;
}

/**
 * A titled strip of product tiles. Renders nothing for an empty list (docs/product/catalog.md). The home page passes
 * only the first view's tiles; the strip ends with a link to the whole list (decision 185).
 */
export function ProductCarousel({ title, eyebrow, products, shopAllHref }: ProductCarouselProps) {
  if (!products.length) return null;
  const slides: (ProductTileData | null)[] = [...products, null];
  return (
    <div className={section.section}>
      <Container>
        <Carousel
          items={slides}
          label={title}
          slideClassName={styles.slide}
          renderSlide={(product) =>
            product ? (
              <ProductTile product={product} />
            ) : (
              <Link to={shopAllHref} className={styles.more}>
                See all <span className="visually-hidden">{title.toLowerCase()}</span>
              </Link>
            )
          }
          renderBefore={(api) => (
            <SectionHead eyebrow={eyebrow} title={title}>
              <Link to={shopAllHref} className={section.headLink}>
                Shop all
              </Link>
              <CarouselArrows api={api} />
            </SectionHead>
          )}
        />
      </Container>
    </div>
  );
}
