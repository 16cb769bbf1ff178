/** What the product page renders: plain, serialisable data shaped from the API's answer. */
import type { StoreMeta } from "~/lib/content/meta";
import type { ProductTileData } from "~/lib/product/tiles";
import type { ReviewData } from "~/lib/reviews/review-form";

/** Option types the page can render (account document, section 3; OpenCart's names). */
export type OptionType = "select" | "radio" | "checkbox" | "text" | "textarea" | "date" | "time";

export interface OptionValueData {
  id: string;
  name: string;
  /** The signed add-on as the store formats it ("+$49.00"), "" when free. */
  price: string;
}

export interface ProductOptionData {
  id: string;
  name: string;
  type: OptionType;
  required: boolean;
  values: OptionValueData[];
}

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface DetailRow {
  label: string;
  value: string;
}

export interface ProductPageData {
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
  /** The product's keyword URL (or id route): its one address for search engines. */
  canonicalPath: string;
}
