import { Link } from "@remix-run/react";
import { Carousel, CarouselArrows } from "../carousel/Carousel";
import { Container } from "../ui/Container";
import type { ProductTileData } from "./product-tile";
import { ProductTile } from "./ProductTile";
import * as styles from "./carousel.css";

interface ProductCarouselProps {
  title: string;
  eyebrow?: string;
  products: ProductTileData[];
  /** The 'shop all' target of the module. */
  shopAllHref: string;
}

/** A titled strip of product tiles. Renders nothing for an empty list (spec). */
export function ProductCarousel({ title, eyebrow, products, shopAllHref }: ProductCarouselProps) {
  if (!products.length) return null;
  return (
    <div className={styles.section}>
      <Container>
        <Carousel
          items={products}
          label={title}
          slideClassName={styles.slide}
          renderSlide={(product) => <ProductTile product={product} />}
          renderBefore={(api) => (
            <div className={styles.head}>
              <div>
                {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
                <h2 className={styles.title}>
                  {title}
                </h2>
              </div>
              <div className={styles.actions}>
                <Link to={shopAllHref} className={styles.shopAll}>
                  Shop all
                </Link>
                <CarouselArrows api={api} />
              </div>
            </div>
          )}
        />
      </Container>
    </div>
  );
}
