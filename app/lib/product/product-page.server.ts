/**
 * The product page's data in one GraphQL operation (docs/product/catalog.md): the product
 * with up to five images, options, attributes, reviews and meta; its related products; the
 * category of `?category_id=` for the breadcrumb; and the featured strip. (Whether the product is
 * wished comes with the shop layout's data, which every page has.)
 */
import type { AppLoadContext } from "@remix-run/node";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import type { CommerceClient } from "~/lib/api/client.server";
import { notFound } from "~/lib/http.server";
import { frameMeasurements } from "~/lib/listing/frame-size";
import { refreshedAnswer, shopperAnswer, shopperLocale, PRODUCT_CACHE_TTL_MS } from "~/lib/loading/catalog-cache.server";
import { loadOrNotFound } from "~/lib/loading/load.server";
import { distinctStrips, productTiles } from "~/lib/product-tiles";
import { hasReviewed, reviewAuthor } from "~/lib/reviews/reviewed.server";
import { sanitizeContent } from "~/lib/sanitize.server";
import { itemPath } from "~/lib/seo/rules";
import type { Shopper } from "~/lib/shopper.server";
import { averageRating, galleryImages, optionType, PRODUCT_IMAGE_LIMIT, productDetails } from "./product-view";
import { ProductPageDocument } from "./queries.server";
import { PRODUCT_NOT_FOUND } from "./texts";
import type { ProductPageData } from "./types";

/** Related products shown under the product (the product's grid size option, value not given). */
export const RELATED_LIMIT = 8;
/** The featured strip: the store's featured products (the `featured` extension, as on the home page). */
export const FEATURED_SIZE = 8;
/** Each strip renders its first view (four tiles) and a link to the rest (decisions 185, 214). */
export const STRIP_FIRST_VIEW = 4;

/**
 * Loads the page of product `idOrKeyword` (an id, or the store's keyword for it), as reached at
 * `url`: its `category_id` query adds the category to the breadcrumb. 'Product Not Found' (404)
 * when the store does not have it. The same for every shopper of a currency and language, so kept
 * a minute (docs/decisions/125); only the address it was reached at is the request's own.
 */
/** After a review, the shopper's own product pages are loaded afresh for as long as others' may be stale. */
export function markReviewed(context: { shopper: Shopper }): void {
  context.shopper.setValue("reviewedUntil", Date.now() + PRODUCT_CACHE_TTL_MS);
}

export async function loadProductPage(context: AppLoadContext, idOrKeyword: string, url: URL): Promise<ProductPageData> {
  const categoryId = url.searchParams.get("category_id")?.trim() ?? "";
  const load = () => fetchProductPage(context.shopper.api, idOrKeyword, categoryId);
  const key = `${idOrKeyword}|${categoryId}`;
  const justReviewed = (context.shopper.getValue("reviewedUntil") ?? 0) > Date.now();
  const page = justReviewed
    ? await refreshedAnswer("product", await shopperLocale(context), key, load)
    : await shopperAnswer(context, "product", key, load);
  // A list's add to cart the store refused brings its message here once (never into the cache).
  const refusal = context.shopper.takeFlash("productRefusal");
  return {
    ...page,
    path: url.pathname + url.search,
    refusal: refusal?.productId === page.product.id ? refusal.error : null,
    alreadyReviewed: hasReviewed(context.shopper, "product", page.product.id),
    reviewAuthor: await reviewAuthor(context.shopper),
  };
}

/** The fields of ProductPageDocument the page is shown without when they fail. */
const PRODUCT_PAGE_OPTIONAL = ["product.related", "product.reviews", "featured", "category"] as const;

async function fetchProductPage(api: CommerceClient, idOrKeyword: string, categoryId: string): Promise<Omit<ProductPageData, "path">> {
  const result = await loadOrNotFound(
    `product ${idOrKeyword}`,
    // The related and featured strips and the breadcrumb's category are parts of the page, not the
    // page: one that fails (WordPress's related products crash without up-sells) leaves the product
    // standing (decision 226). The product itself failing is still "Product Not Found".
    api.requestWithOptional(PRODUCT_PAGE_OPTIONAL, ProductPageDocument, {
      id: idOrKeyword,
      imageLimit: PRODUCT_IMAGE_LIMIT,
      relatedLimit: RELATED_LIMIT,
      featuredSize: FEATURED_SIZE,
      categoryId,
      withCategory: categoryId !== "",
    }),
    PRODUCT_NOT_FOUND,
  );
  const product = result.product;
  if (!product?.id) notFound(PRODUCT_NOT_FOUND);

  const name = product.name ?? "";
  const reviews = (product.reviews ?? []).flatMap((review) =>
    review
      ? [
          {
            author: review.author ?? "",
            content: review.content ?? "",
            createdAt: review.created_at ?? "",
            rating: Number(review.rating ?? 0),
          },
        ]
      : [],
  );
  const category = result.category;
  // Without the `featured` extension the list is just the newest products: not shown (decision 165).
  const featuredList = (await storeCapabilities(api)).extensions ? productTiles(result.featured?.content) : [];
  const [related = [], featured = []] = distinctStrips([{ id: product.id }], STRIP_FIRST_VIEW, [
    productTiles(product.related),
    featuredList,
  ]);
  return {
    product: {
      id: product.id,
      name,
      model: product.model ?? "",
      sku: product.sku ?? "",
      price: product.price ?? "",
      special: product.special ?? "",
      inStock: Boolean(product.stock),
      minimum: Math.max(1, product.minimum ?? 1),
      brand: product.manufacturer?.name ? { name: product.manufacturer.name, href: product.manufacturer.url } : null,
      images: galleryImages(product, product.images ?? [], product.imageAlt || name),
      descriptionHtml: sanitizeContent(product.description),
      details: productDetails(name, product.attributes ?? []),
      measurements: frameMeasurements(product.attributes ?? []),
      options: (product.options ?? []).flatMap((option) =>
        option?.id && option.name
          ? [
              {
                id: option.id,
                name: option.name,
                type: optionType(option.type),
                required: Boolean(option.required),
                values: (option.values ?? []).flatMap((value) =>
                  value?.id ? [{ id: value.id, name: value.name ?? "", price: value.price ?? "" }] : [],
                ),
              },
            ]
          : [],
      ),
      rating: product.rating || averageRating(reviews.map((review) => review.rating)),
      reviews,
    },
    category:
      category?.id && category.name
        ? { id: category.id, name: category.name, href: category.url || `/store/category/${category.id}` }
        : null,
    related,
    featured,
    meta: product.meta,
    canonicalPath: itemPath(product.url, `/store/product/${product.id}`),
  };
}
