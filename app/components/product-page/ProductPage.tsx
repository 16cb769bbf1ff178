import { Link } from "@remix-run/react";
import { FrameMeasurementsBlock } from "~/components/frame-size/FrameMeasurements";
import { NewsletterBlock } from "~/components/home/Newsletter";
import { TruckIcon } from "~/components/icons";
import { ProductCarousel } from "~/components/product/ProductCarousel";
import { ReviewForm } from "~/components/reviews/ReviewForm";
import * as reviewStyles from "~/components/reviews/reviews.css";
import { ReviewsList } from "~/components/reviews/ReviewsList";
import { RatingStars } from "~/components/reviews/Stars";
import { Badge } from "~/components/ui/Badge";
import { Container } from "~/components/ui/Container";
import { Price } from "~/components/ui/Price";
import { cx } from "~/lib/cx";
import { isRxAble } from "~/lib/lenses/option-names";
import { parseMoney } from "~/lib/money";
import { discountPercent } from "~/lib/price";
import { IN_STOCK, OUT_OF_STOCK } from "~/lib/product/texts";
import type { ProductPageData } from "~/lib/product/types";
import { deliveryNote, useFreeShipping } from "~/lib/shipping-claims";
import { TrackViewItem } from "~/lib/tracking/TrackViewItem";
import { FeatureBadges } from "./FeatureBadges";
import { Gallery } from "./Gallery";
import * as styles from "./product-page.css";
import { ProductAccordions } from "./ProductAccordions";
import { PurchaseForm } from "./PurchaseForm";

/**
 * The product page (docs/product/catalog.md), the same at /store/product/{id} and at the
 * product's keyword URL. Keyed by product where it is used, so its forms start over for another one.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product } = data;
  const free = useFreeShipping();
  const percent = product.special ? discountPercent(parseMoney(product.price), parseMoney(product.special)) : 0;
  const reviewCount = product.reviews.length;
  // A frame with a "Lens usage" option takes prescription lenses (docs/decisions/253-lens-options.md).
  const rxAble = isRxAble(product.options);
  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.hero}>
          <div className={styles.galleryColumn}>
            <Gallery images={product.images} name={product.name} />
          </div>
          <div className={styles.info}>
            {product.brand ? (
              product.brand.href ? (
                <Link to={product.brand.href} className={styles.brand}>
                  {product.brand.name}
                </Link>
              ) : (
                <span className={styles.brand}>{product.brand.name}</span>
              )
            ) : null}
            <h1 className={styles.title}>{product.name}</h1>
            <div className={styles.meta}>
              {product.rating > 0 ? <RatingStars value={product.rating} /> : null}
              <a href="#reviews" className={styles.reviewsLink}>
                {reviewCount ? `${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}` : "No reviews yet"}
              </a>
              {product.model ? <span>Model {product.model}</span> : null}
            </div>
            <div className={styles.priceRow}>
              <Price price={product.price} special={product.special} className={styles.price} />
              {percent > 0 ? <Badge tone="sale">-{percent}%</Badge> : null}
            </div>
            <p className={cx(styles.stock, !product.inStock && styles.outOfStock)} data-testid="stock">
              {product.inStock ? IN_STOCK : OUT_OF_STOCK}
            </p>
            <hr className={styles.divider} />
            <PurchaseForm product={product} refusal={data.refusal} rxAble={rxAble} />
            <p className={styles.note}>
              <TruckIcon size={18} />
              {deliveryNote(free)}
            </p>
            <FeatureBadges rxAble={rxAble} />
            {product.measurements ? <FrameMeasurementsBlock size={product.measurements} /> : null}
            <ProductAccordions descriptionHtml={product.descriptionHtml} details={product.details} />
          </div>
        </div>

        <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
          <h2 id="reviews-title" className={styles.sectionTitle}>
            Reviews
          </h2>
          <div className={reviewStyles.section}>
            <ReviewsList reviews={product.reviews} average={product.rating} />
            <ReviewForm
              intro={`Share what you think of ${product.name}.`}
              alreadyReviewed={data.alreadyReviewed}
              author={data.reviewAuthor}
            />
          </div>
        </section>
      </Container>

      <ProductCarousel title="Related products" products={data.related} shopAllHref={data.category?.href ?? "/store/category"} />
      <ProductCarousel eyebrow="Staff picks" title="Featured" products={data.featured} shopAllHref="/store/category" />
      <NewsletterBlock />
      <TrackViewItem
        product={{ id: product.id, name: product.name, price: product.price, special: product.special, brand: product.brand?.name ?? null }}
      />
    </div>
  );
}
