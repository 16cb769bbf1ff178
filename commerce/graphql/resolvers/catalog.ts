/**
 * The catalogue: products (lists, detail, reviews), store categories and brands.
 * The storefront reads every product tile from productsList rows alone (see lib/product-search).
 */
import type { Row } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { userError } from "@commerce/graphql/lib/account-validation";
import { readReview } from "@commerce/graphql/lib/form-rules";
import { findByIdOrKeyword, pagedList } from "@commerce/graphql/lib/lists";
import { searchProducts, type ProductListArgs } from "@commerce/graphql/lib/product-search";
import { loadProductsByIds, productDetailFields, productRowFields, type ProductRow } from "@commerce/graphql/lib/products";
import { containsPattern, orderBy, parseId, SqlParams, textSortKey } from "@commerce/graphql/lib/sql";
import { categoryFields, listCategories, visibleCategory, type CategoryListArgs } from "@commerce/graphql/lib/taxonomy";
import { itemUrl } from "@commerce/graphql/lib/url";
import type { Resolvers } from "@commerce/graphql/types";

/** A product by id, or by SEO keyword; null when unknown or disabled. */
async function findProduct(context: ApiContext, idOrKeyword: unknown): Promise<ProductRow | null> {
  const id = parseId(idOrKeyword);
  if (id) return (await loadProductsByIds(context.db, [id]))[0] ?? null;
  return findByIdOrKeyword<ProductRow>(context.db, "product_listing pl", idOrKeyword);
}

const manufacturerSorts = { name: textSortKey("m.name"), sort_order: "m.sort_order", id: "m.id" };

export const catalogResolvers: Resolvers = {
  RootQueryType: {
    productsList: (_root, args: ProductListArgs, context) => searchProducts(context.db, args),
    product: (_root, args: { id?: string }, context) => findProduct(context, args.id),

    category: (_root, args: { id?: string }, context) =>
      findByIdOrKeyword(context.db, "category c", args.id, visibleCategory("category", "c")),
    categoriesList: (_root, args: CategoryListArgs, context) => listCategories(context, "category", args),

    manufacturer: (_root, args: { id?: string }, context) => findByIdOrKeyword(context.db, "manufacturer m", args.id),
    manufacturerList: (_root, args: { order?: string; page?: number; search?: string; size?: number; sort?: string }, context) => {
      const params = new SqlParams();
      const search = (args.search ?? "").trim();
      const where = search ? [`m.name ilike ${params.add(containsPattern(search))}`] : [];
      return pagedList(
        context.db,
        { from: "manufacturer m", where, params, orderBy: orderBy(manufacturerSorts, args.sort, args.order, "name", "m.id") },
        args,
      );
    },
  },

  RootMutationType: {
    addReview: async (_root, args: Record<string, unknown>, context) => {
      const product = await findProduct(context, parseId(args.id));
      if (!product) throw userError("Product not found", "id");
      const review = readReview(args);
      // Reviews are published at once: the demo store has no moderation back office.
      await context.db.query(`insert into review (product_id, author, content, rating) values ($1, $2, $3, $4)`, [
        product.id,
        review.author,
        review.content,
        review.rating,
      ]);
      // Read again so rating and reviewsCount include the new review.
      return findProduct(context, product.id);
    },
  },

  Product: { ...productRowFields, ...productDetailFields },

  Category: categoryFields("category", "/store/category/_id"),

  // Rows of the manufacturer table, or the brand a product row carries ({id, name, image, keyword}).
  Manufacturer: {
    id: (m: Row) => String(m.id),
    image: (m: Row) => m.image ?? "",
    imageBig: (m: Row) => m.image ?? "",
    imageLazy: (m: Row) => m.image ?? "",
    sort_order: (m: Row) => m.sort_order ?? 0,
    url: (m: Row, args: { url?: string | null }) => itemUrl(m.keyword, m.id, args.url, "/store/manufacturer/_id"),
  },
};
