/**
 * The catalogue: products (lists, detail, reviews), store categories and brands.
 * The storefront reads every product tile from productsList rows alone (see domain/catalogue/search).
 */
import { batchLoad } from "@commerce/domain/batch";
import { findCategory, listCategories, loadChildCategories, type CategoryTable } from "@commerce/domain/catalogue/categories";
import { findManufacturer, listManufacturers } from "@commerce/domain/catalogue/manufacturers";
import { loadProductOptions } from "@commerce/domain/catalogue/options";
import { findProduct, isLowStock, loadAttributes, loadExtraFields, loadImages, loadRelated } from "@commerce/domain/catalogue/products";
import { addProductReview, loadProductReviews } from "@commerce/domain/catalogue/reviews";
import { searchProducts } from "@commerce/domain/catalogue/search";
import type { ApiContext } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import { readReview } from "@commerce/domain/form-rules";
import { applyLimit } from "@commerce/domain/lists";
import { parseId } from "@commerce/domain/sql";
import type { CategoryResolvers, ManufacturerResolvers, ProductResolvers, Resolvers } from "@commerce/graphql/generated/resolvers";
import { itemUrl, metaOf, reviewView, selectsAny } from "@commerce/graphql/views";

const price = async (context: ApiContext, amount: string) => (await context.money()).format(Number(amount));

/** Product fields that read only the listing row. */
const productRowFields: ProductResolvers = {
  id: (p) => String(p.id),
  shortDescription: (p) => p.short_description,
  price: (p, _a, context) => price(context, p.price),
  original_price: (p, _a, context) => price(context, p.price),
  special: (p, _a, context) => (p.special_price == null ? "" : price(context, p.special_price)),
  tax: (p, _a, context) => price(context, p.effective_price),
  stock: (p) => p.quantity > 0,
  low_stock: (p) => isLowStock(p),
  imageAlt: (p) => p.image_alt || p.name,
  imageLazy: (p) => p.image,
  imageBig: (p) => p.image,
  rating: (p) => Math.round(Number(p.rating) * 10) / 10,
  reviewsCount: (p) => p.reviews_count,
  manufacturerId: (p) => (p.manufacturer_id == null ? null : String(p.manufacturer_id)),
  manufacturer: (p) =>
    p.manufacturer_id == null
      ? null
      : {
          id: p.manufacturer_id,
          name: p.manufacturer_name ?? "",
          image: p.manufacturer_image ?? "",
          keyword: p.manufacturer_keyword,
          sort_order: 0,
        },
  url: (p, args) => itemUrl(p.keyword, p.id, args.url, "/store/product/_id"),
  meta: (p) => metaOf(p, p.name),
  date_added: (p) => new Date(p.date_added).toISOString(),
};

/**
 * Product fields beyond the listing row. `extra` and `options` appear on tiles, so they are batched
 * per request; the others belong to the product page and query for the one product asked.
 */
const productDetailFields: ProductResolvers = {
  extra: async (p, _a, context) => (await batchLoad(context, "product.extra", p.id, (ids) => loadExtraFields(context.db, ids))) ?? [],
  images: async (p, args, context) =>
    (await loadImages(context.db, p.id, args.limit)).map((image) => ({ image, imageBig: image, imageLazy: image })),
  attributes: (p, _a, context) => loadAttributes(context.db, p.id),
  options: async (p, _a, context) => {
    const defs = (await batchLoad(context, "product.options", p.id, (ids) => loadProductOptions(context.db, ids))) ?? [];
    const money = await context.money();
    return defs.map((def) => ({
      id: String(def.id),
      name: def.name,
      type: def.type,
      required: def.required,
      values: [...def.values.values()].map((value) => ({
        id: String(value.id),
        name: value.name,
        price: value.addOn === 0 ? "" : `${value.addOn < 0 ? "-" : "+"}${money.format(Math.abs(value.addOn))}`,
      })),
    }));
  },
  reviews: async (p, _a, context) => (await loadProductReviews(context.db, p.id)).map(reviewView),
  products: (p, args, context) => loadRelated(context.db, p.id, args.limit),
};

/** Field resolvers of Category and categoryBlog, over rows of `table`; children load one query per level. */
export function categoryFields(table: CategoryTable, fallbackPattern: string): CategoryResolvers {
  return {
    id: (c) => String(c.id),
    parent_id: (c) => String(c.parent_id),
    imageLazy: (c) => c.image,
    meta: (c) => metaOf(c, c.name),
    url: (c, args) => itemUrl(c.keyword, c.id, args.url, fallbackPattern),
    categories: async (c, args, context) => {
      const children = await batchLoad(context, `${table}.children`, c.id, (ids) => loadChildCategories(context.db, table, ids));
      return applyLimit(children ?? [], args.limit);
    },
  };
}

/** Rows of the manufacturer table, or the brand a product row carries. */
const manufacturerFields: ManufacturerResolvers = {
  id: (m) => String(m.id),
  imageBig: (m) => m.image,
  imageLazy: (m) => m.image,
  url: (m, args) => itemUrl(m.keyword, m.id, args.url, "/store/manufacturer/_id"),
};

export const catalogResolvers: Resolvers = {
  RootQueryType: {
    productsList: (_root, args, context, info) =>
      searchProducts(context.db, args, { count: selectsAny(info, ["totalElements", "totalPages", "last"]) }),
    product: (_root, args, context) => findProduct(context.db, args.id),
    category: (_root, args, context) => findCategory(context.db, "category", args.id),
    categoriesList: (_root, args, context) => listCategories(context.db, "category", args),
    manufacturer: (_root, args, context) => findManufacturer(context.db, args.id),
    manufacturerList: (_root, args, context) => listManufacturers(context.db, args),
  },

  RootMutationType: {
    addReview: async (_root, args, context) => {
      await context.limits.count("review", context.client);
      const product = await findProduct(context.db, parseId(args.id));
      if (!product) throw userError("Product not found", "id");
      await addProductReview(context.db, product.id, await context.session.owner(), readReview(args));
      // Read again so rating and reviewsCount include the new review.
      return findProduct(context.db, product.id);
    },
  },

  Product: { ...productRowFields, ...productDetailFields },
  Category: categoryFields("category", "/store/category/_id"),
  Manufacturer: manufacturerFields,
};
