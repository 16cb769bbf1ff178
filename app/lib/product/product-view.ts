/**
 * Pure rules of the product page (docs/product/catalog.md), unit-tested: the gallery's
 * pictures, the Product details rows with N/A for empty attributes, the average rating, and how the
 * API's option types map onto the form's fields.
 */
import type { OptionType } from "~/lib/cart/cart-options";
import type { DetailRow, GalleryImage } from "./types";

/** The API's image limit for the product page (docs/product/texts-and-constants.md#numbers). */
export const PRODUCT_IMAGE_LIMIT = 5;
export const NOT_AVAILABLE = "N/A";

/**
 * The main image first, then the additional ones (`images(limit: 5)`), each picture once (stores
 * often repeat the main image among the additional ones), the large version where there is one.
 */
export function galleryImages(
  main: { image: string | null; imageBig: string | null } | null,
  additional: readonly ({ image: string | null; imageBig: string | null } | null)[],
  alt: string,
): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const candidate of [main, ...additional]) {
    const src = candidate?.imageBig || candidate?.image;
    if (!src || seen.has(src)) continue;
    seen.add(src);
    images.push({ src, alt: images.length === 0 ? alt : `${alt}, view ${images.length + 1}` });
  }
  return images;
}

/** Product details: the name, then each attribute with its options joined; an attribute without options reads N/A. */
export function productDetails(
  name: string,
  attributes: readonly ({ name: string | null; options: readonly (string | null)[] | null } | null)[],
): DetailRow[] {
  const rows: DetailRow[] = [{ label: "Name", value: name }];
  for (const attribute of attributes) {
    if (!attribute?.name) continue;
    const options = (attribute.options ?? []).map((option) => option?.trim()).filter(Boolean);
    rows.push({ label: attribute.name, value: options.length ? options.join(", ") : NOT_AVAILABLE });
  }
  return rows;
}

/** Mean of the ratings to one decimal, 0 without reviews. */
export function averageRating(ratings: readonly number[]): number {
  const valid = ratings.filter((rating) => Number.isFinite(rating) && rating > 0);
  if (!valid.length) return 0;
  return Math.round((valid.reduce((sum, rating) => sum + rating, 0) / valid.length) * 10) / 10;
}

const OPTION_TYPES: readonly OptionType[] = ["select", "radio", "checkbox", "text", "textarea", "date", "time"];

/** A type the page does not know (OpenCart's "file", "datetime") is asked for as text. */
export function optionType(type: string | null | undefined): OptionType {
  return OPTION_TYPES.includes(type as OptionType) ? (type as OptionType) : "text";
}
