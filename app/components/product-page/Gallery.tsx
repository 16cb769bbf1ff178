import { Carousel, CarouselArrows } from "~/components/carousel/Carousel";
import { PLACEHOLDER_IMAGE } from "~/components/product/ProductTile";
import { cx } from "~/lib/cx";
import type { GalleryImage } from "~/lib/product/types";
import * as styles from "./gallery.css";

const slideId = (index: number) => `product-image-${index + 1}`;

/**
 * The product's pictures with a row of thumbnails (docs/product/catalog.md). With JavaScript an
 * Embla carousel the thumbnails steer; without it a scroll-snapping strip, and each thumbnail is a
 * link to its picture.
 */
export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const pictures = images.length ? images : [{ src: PLACEHOLDER_IMAGE, alt: name }];
  return (
    <Carousel
      items={pictures}
      label={`Pictures of ${name}`}
      className={styles.gallery}
      slideClassName={styles.slide}
      focusableStrip
      renderSlide={(picture, index) => (
        <span id={slideId(index)} className={styles.frame}>
          <img
            className={styles.image}
            src={picture.src}
            alt={picture.alt}
            width={800}
            height={600}
            loading={index === 0 ? "eager" : "lazy"}
            decoding="async"
          />
        </span>
      )}
      renderAfter={(api) =>
        pictures.length > 1 ? (
          <>
            <CarouselArrows api={api} className={styles.arrows} />
            <ul className={styles.thumbs} aria-label="Choose a picture">
              {pictures.map((picture, index) => (
                <li key={picture.src}>
                  <a
                    href={`#${slideId(index)}`}
                    className={styles.thumb}
                    aria-current={api.selected === index}
                    aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                    onClick={(event) => {
                      // With JavaScript the carousel moves instead of the page jumping to the anchor.
                      event.preventDefault();
                      api.goTo(index);
                    }}
                  >
                    <img
                      className={cx(styles.thumbImage)}
                      src={picture.src}
                      alt=""
                      width={95}
                      height={95}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null
      }
    />
  );
}
