/** What the product page renders: plain, serialisable data shaped from the API's answer. */
import type { ProductOptionData } from "~/lib/cart/cart-options";
import type { StoreMeta } from "~/lib/content/meta";
import type { FrameMeasurements } from "~/lib/listing/frame-size";
import type { ProductTileData } from "~/lib/product-tiles";
import type { ReviewData } from "~/lib/reviews/review-form";

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface DetailRow {
  label: string;
  value: string;
}

export interface ProductPageData {
  /** The signed-in customer's name, filled into a new review's "Author name"; "" for a guest. */
  reviewAuthor?: string;
  /** This shopper has reviewed the product: the page says so instead of offering the form. */
  alreadyReviewed?: boolean;
  product: {
    id: string;
    name: string;
    model: string;
    /** Stock keeping unit, "" when the store has none. */
    sku: string;
    price: string;
    special: string;
    inStock: boolean;
    /** Smallest quantity the store sells. */
    minimum: number;
    brand: { name: string; href: string | null } | null;
    images: GalleryImage[];
    /** Sanitised on the server. */
    descriptionHtml: string;
    details: DetailRow[];
    /** The frame's measurements from its attributes, null when the store gives no frame size. */
    measurements: FrameMeasurements | null;
    options: ProductOptionData[];
    rating: number;
    reviews: ReviewData[];
  };
  /** The category the shopper came from (`?category_id=`), for the breadcrumb. */
  category: { id: string; name: string; href: string } | null;
  related: ProductTileData[];
  featured: ProductTileData[];
  meta: StoreMeta | null;
  /** Where this page was reached (id route or keyword URL), for the breadcrumb. */
  path: string;
  /** The store's refusal of this product added from a list (wishlist): its form flags it on arrival. */
  refusal?: string | null;
  /** The product's keyword URL (or id route): its one address for search engines. */
  canonicalPath: string;
}
