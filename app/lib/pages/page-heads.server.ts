/**
 * The head of each kind of page, from its loader data, built by its loader (decision 199): shared
 * by the id routes and the keyword URLs that render the same views (routes stay one line). Unique titles come from the store's meta
 * or the item's name; descriptions from the store's meta, else the item's own text.
 */
import type { MetaDescriptor } from "@remix-run/react";
import type { BlogCategoryPageData, BlogPostPageData } from "~/lib/blog/types";
import type { CategoryPageData } from "~/lib/catalog/category-page.server";
import { BRAND_LIST_TITLE, categoryMeta, SPECIAL_PATH, SPECIAL_TITLE, type PageMeta, specialDescription } from "~/lib/catalog/page-meta";
import type { ManufacturerPageData } from "~/lib/catalog/paged-listing.server";
import type { StoreMeta } from "~/lib/content/meta";
import { getEnv } from "~/lib/env.server";
import type { ProductPageData } from "~/lib/product/types";
import { seoMeta, STORE_LOGO, type MetaContext, type SeoPage } from "~/lib/seo/meta.server";
import { plainDescription } from "~/lib/seo/rules";
import { blogPostingJsonLd, homeJsonLd, productJsonLd, schemaPrice } from "~/lib/seo/structured-data";
import { pageTitle, storeName } from "~/lib/store-config";

/** Words about free shipping, only where the store ships free (docs/product/texts-and-constants.md#shipping-claims). */
const freeShippingClause = (words: string) => (getEnv().freeShipping ? words : "");

/** Title and description from the store's meta, falling back to the name and the item's own text. */
function fromStoreMeta(meta: StoreMeta | null | undefined, name: string, textHtml: string) {
  return {
    title: meta?.title?.trim() || pageTitle(name),
    description: meta?.description?.trim() || plainDescription(textHtml),
    keywords: meta?.keyword,
  };
}

export function productMeta(context: MetaContext, data: ProductPageData): MetaDescriptor[] {
  const { product } = data;
  const currency = context.currency;
  const amount = schemaPrice(product.special) ?? schemaPrice(product.price);
  const images = product.images.map((image) => image.src);
  return seoMeta(context, {
    type: "product",
    ...fromStoreMeta(data.meta, product.name, product.descriptionHtml),
    path: data.canonicalPath,
    image: images[0],
    ogType: "product",
    price: amount && currency ? { amount, currency } : null,
    jsonLd: [
      productJsonLd(context.origin, data.canonicalPath, currency, {
        ...product,
        images,
        brand: product.brand?.name ?? null,
      }),
    ],
  });
}

export function categoryPageMeta(context: MetaContext, page: CategoryPageData): MetaDescriptor[] {
  const { title, description, keyword }: PageMeta = categoryMeta(page);
  return seoMeta(context, {
    type: page.kind === "search" ? "search" : "category",
    title,
    description:
      description ||
      plainDescription(page.descriptionHtml) ||
      `${page.title}: ${page.total} designer frames at ${storeName}${freeShippingClause(", with free shipping on all orders")}.`,
    keywords: keyword,
    path: page.canonicalPath,
    image: page.products[0]?.image,
  });
}

export function manufacturerMeta(context: MetaContext, page: ManufacturerPageData): MetaDescriptor[] {
  const { name } = page.manufacturer;
  return seoMeta(context, {
    type: "brand",
    // docs/product/shell-and-navigation.md: the brand name is the page title (as it is the heading).
    title: pageTitle(name),
    description: `${name} eyeglasses and sunglasses at ${storeName}: ${page.total} frames${freeShippingClause(", free shipping on all orders")}.`,
    path: page.manufacturer.url,
    image: page.manufacturer.image,
  });
}

export function brandIndexMeta(context: MetaContext): MetaDescriptor[] {
  return seoMeta(context, {
    type: "brand-index",
    title: pageTitle(BRAND_LIST_TITLE),
    description: `Every eyewear brand ${storeName} carries, from A to Z.`,
    path: "/store/manufacturer",
  });
}

export function specialMeta(context: MetaContext): MetaDescriptor[] {
  return seoMeta(context, {
    type: "special",
    title: pageTitle(SPECIAL_TITLE),
    description: specialDescription(getEnv().freeShipping),
    path: SPECIAL_PATH,
  });
}

/** The contact page, described by the store's own words when it has them. */
export function sizeGuideMeta(context: MetaContext): MetaDescriptor[] {
  return seoMeta(context, {
    type: "page",
    title: pageTitle("Size guide"),
    description: "What the three numbers on a frame mean, where to find them, and how to measure your pupillary distance.",
    path: "/size_guide",
  });
}

export function contactMeta(context: MetaContext, comment: string | null | undefined): MetaDescriptor[] {
  return seoMeta(context, {
    type: "contact",
    title: pageTitle("Contact us"),
    description: plainDescription(comment) || "Write to us, call, or visit one of our showrooms.",
    path: "/contact",
  });
}

export function informationPageMeta(
  context: MetaContext,
  page: { title: string; html: string; meta: StoreMeta | null; canonicalPath: string },
) {
  return seoMeta(context, { type: "page", ...fromStoreMeta(page.meta, page.title, page.html), path: page.canonicalPath });
}

export function blogPostMeta(context: MetaContext, data: BlogPostPageData): MetaDescriptor[] {
  const { post } = data;
  return seoMeta(context, {
    type: "post",
    ...fromStoreMeta(data.meta, post.name, post.bodyHtml),
    path: data.canonicalPath,
    image: post.image,
    ogType: "article",
    jsonLd: [blogPostingJsonLd(context.origin, data.canonicalPath, storeName, post)],
  });
}

export function blogCategoryMeta(context: MetaContext, data: BlogCategoryPageData): MetaDescriptor[] {
  const { category } = data;
  return seoMeta(context, {
    type: "blog-category",
    ...fromStoreMeta(category.meta, category.name, category.descriptionHtml),
    description:
      category.meta?.description?.trim() ||
      plainDescription(category.descriptionHtml) ||
      `${category.name}: stories and guides from the ${storeName} journal.`,
    path: data.canonicalPath,
  });
}

/**
 * A page's largest image, preloaded at high priority from the head (a meta descriptor renders as a
 * link). Lower-case `fetchpriority`: React 18 does not know the property; attribute names ignore case.
 */
export const imagePreload = (href: string) => ({ tagName: "link", rel: "preload", as: "image", href, fetchpriority: "high" }) as const;

export function homeMeta(
  context: MetaContext,
  meta: { title?: string | null; description?: string | null; keyword?: string | null } | null,
) {
  return seoMeta(context, {
    type: "home",
    title: meta?.title || pageTitle("Designer Eyeglasses & Sunglasses"),
    description: meta?.description || `Designer eyeglasses and sunglasses${freeShippingClause(", with free shipping on all orders")}.`,
    keywords: meta?.keyword,
    path: "/",
    jsonLd: homeJsonLd(context.origin, { name: storeName, logo: STORE_LOGO }),
  });
}

export type { SeoPage };
