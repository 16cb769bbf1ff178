/**
 * JSON-LD builders (docs/decisions/142-structured-data.md): plain objects from loader data, with
 * absolute URLs. Remix's `script:ld+json` meta descriptor serialises them with `<`, `>` and `&`
 * escaped, so text from the API cannot close the script element. Pure, so unit-tested.
 */
import type { Crumb } from "~/lib/breadcrumbs";
import { parseMoney } from "~/lib/money";
import { absoluteImage, absoluteUrl, plainDescription } from "./rules";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** A price as schema.org wants it: a plain number string with two decimals ("1234.50"); null when the text holds none. */
export function schemaPrice(formatted: string | null | undefined): string | null {
  const value = parseMoney(formatted);
  return value == null || value < 0 ? null : value.toFixed(2);
}

export interface ProductFacts {
  name: string;
  descriptionHtml: string;
  images: readonly string[];
  sku: string;
  model: string;
  brand: string | null;
  price: string;
  special: string;
  inStock: boolean;
  rating: number;
  reviews: readonly { author: string; content: string; createdAt: string; rating: number }[];
}

export function productJsonLd(origin: string, canonicalPath: string, currency: string, product: ProductFacts): JsonLd {
  const url = absoluteUrl(origin, canonicalPath);
  const price = schemaPrice(product.special) ?? schemaPrice(product.price);
  const regular = product.special ? schemaPrice(product.price) : null;
  const images = product.images.flatMap((image) => absoluteImage(origin, image) ?? []);
  const reviews = product.reviews.filter((review) => review.rating > 0);
  return compact({
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    url,
    image: images.length ? images : undefined,
    description: plainDescription(product.descriptionHtml, 5000) || undefined,
    sku: product.sku || undefined,
    mpn: product.model || undefined,
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    offers: price
      ? compact({
          "@type": "Offer",
          url,
          price,
          priceCurrency: currency || undefined,
          availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          itemCondition: "https://schema.org/NewCondition",
          // The special is the price asked; the regular one is stated as the list price.
          priceSpecification:
            regular && regular !== price
              ? { "@type": "UnitPriceSpecification", priceType: "https://schema.org/ListPrice", price: regular, priceCurrency: currency }
              : undefined,
        })
      : undefined,
    aggregateRating:
      reviews.length && product.rating > 0
        ? { "@type": "AggregateRating", ratingValue: round1(product.rating), reviewCount: reviews.length, bestRating: 5, worstRating: 1 }
        : undefined,
    review: reviews.length
      ? reviews.slice(0, 10).map((review) =>
          compact({
            "@type": "Review",
            author: { "@type": "Person", name: review.author || "Anonymous" },
            datePublished: isoDate(review.createdAt),
            reviewBody: review.content || undefined,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          }),
        )
      : undefined,
  });
}

/** The visible breadcrumb (Home first) as a BreadcrumbList; null when only Home shows. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd | null {
  if (!crumbs.length) return null;
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ label: "Home", to: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.to),
    })),
  };
}

/** The home page's Organization and WebSite with the search page as its SearchAction. */
export function homeJsonLd(origin: string, store: { name: string; logo: string }): JsonLd[] {
  const url = absoluteUrl(origin, "/");
  return [
    { "@context": CONTEXT, "@type": "Organization", name: store.name, url, logo: absoluteImage(origin, store.logo) },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      name: store.name,
      url,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(origin, "/search")}/{search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

export interface PostFacts {
  name: string;
  bodyHtml: string;
  published: string;
  image: string | null;
}

export function blogPostingJsonLd(origin: string, canonicalPath: string, storeName: string, post: PostFacts): JsonLd {
  const url = absoluteUrl(origin, canonicalPath);
  return compact({
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.name.slice(0, 110),
    url,
    mainEntityOfPage: url,
    datePublished: isoDate(post.published),
    image: absoluteImage(origin, post.image) ?? undefined,
    description: plainDescription(post.bodyHtml) || undefined,
    // The contract has no post author: the shop publishes its journal.
    author: { "@type": "Organization", name: storeName, url: absoluteUrl(origin, "/") },
    publisher: { "@type": "Organization", name: storeName },
  });
}

/** "2024-03-01 10:00:00" → "2024-03-01"; undefined when it is not a date. */
function isoDate(value: string): string | undefined {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  return match?.[0];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Drops undefined properties, so the JSON holds only what is known. */
function compact(object: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
