/**
 * Content: information pages, the home page's meta, contact details and messages, the blog
 * (posts, blog categories, post reviews) and SEO keyword resolution (searchUrl).
 */
import type { Queryable, Row } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { userError } from "@commerce/graphql/lib/account-validation";
import { batchLoad, groupBy } from "@commerce/graphql/lib/batch";
import { fieldErrors, readReview, throwIfInvalid, trimFields } from "@commerce/graphql/lib/form-rules";
import { findByIdOrKeyword, pagedList } from "@commerce/graphql/lib/lists";
import { reviewOut } from "@commerce/graphql/lib/products";
import { categoryTreeIds, containsPattern, orderBy, parseId, SqlParams, textSortKey } from "@commerce/graphql/lib/sql";
import { loadStoreInfo } from "@commerce/graphql/lib/store-info";
import { categoryFields, listCategories, metaOf, type CategoryListArgs } from "@commerce/graphql/lib/taxonomy";
import { itemUrl } from "@commerce/graphql/lib/url";
import type { Resolvers } from "@commerce/graphql/types";

interface ListArgs {
  order?: string | null;
  page?: number | null;
  search?: string | null;
  size?: number | null;
  sort?: string | null;
}

const pageSorts = { sort_order: "i.sort_order", name: textSortKey("i.title"), title: textSortKey("i.title"), id: "i.id" };
const postSorts = {
  sort_order: "p.sort_order",
  date_published: "p.date_published",
  date_added: "p.date_published",
  name: textSortKey("p.name"),
  title: textSortKey("p.name"),
  id: "p.id",
};

const findPage = (db: Queryable, idOrKeyword: unknown) => findByIdOrKeyword(db, "information i", idOrKeyword, "i.status");
const findPost = (db: Queryable, idOrKeyword: unknown) => findByIdOrKeyword(db, "blog_post p", idOrKeyword);

/** Every review of the posts asked for in this request, newest first, in one query. */
const postReviews = (context: ApiContext, postId: number) =>
  batchLoad(context, "post.reviews", postId, async (ids) => {
    const { rows } = await context.db.query(
      `select post_id, author, author_email, content, created_at, rating from blog_review
        where post_id = any($1::int[]) order by created_at desc, id desc`,
      [ids],
    );
    return groupBy(rows, "post_id");
  }).then((rows) => rows ?? []);

/** The post published just before (`<`) or after (`>`) this one across the whole blog; the id breaks ties. */
async function neighbourPost(db: Queryable, postId: number, side: "<" | ">") {
  const direction = side === "<" ? "desc" : "asc";
  const { rows } = await db.query(
    `select p.* from blog_post p
      where (p.date_published, p.id) ${side} (select date_published, id from blog_post where id = $1)
      order by p.date_published ${direction}, p.id ${direction} limit 1`,
    [postId],
  );
  return rows[0] ?? null;
}

/** Item kinds an SEO keyword can name, in the order a clash between tables is settled. */
const keywordTables = [
  { type: "product", sql: "select id from product where keyword = $1 and status" },
  { type: "category", sql: "select id from category where keyword = $1 and status" },
  { type: "manufacturer", sql: "select id from manufacturer where keyword = $1" },
  { type: "page", sql: "select id from information where keyword = $1 and status" },
  { type: "post", sql: "select id from blog_post where keyword = $1" },
  { type: "blog_category", sql: "select id from blog_category where keyword = $1" },
];
const keywordLookup = keywordTables
  .map(({ type, sql }, rank) => `select '${type}' as type, ${rank} as rank, t.id::text as id from (${sql}) t`)
  .join(" union all ");

/** The keyword a storefront path names: the whole path without slashes, query or fragment. */
function keywordOf(url: string): string {
  const path = url
    .trim()
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const contactRules = {
  name: { required: true, min: 3, max: 32 },
  email: { required: true, email: true, max: 96 },
  message: { required: true, min: 10, max: 3000 },
};

export const contentResolvers: Resolvers = {
  RootQueryType: {
    page: (_root, args: { id?: string }, context) => findPage(context.db, args.id),
    pagesList: (_root, args: ListArgs, context) => {
      const params = new SqlParams();
      const where = ["i.status"];
      const search = (args.search ?? "").trim();
      if (search) where.push(`i.title ilike ${params.add(containsPattern(search))}`);
      return pagedList(
        context.db,
        { from: "information i", where, params, orderBy: orderBy(pageSorts, args.sort, args.order, "sort_order", "i.id") },
        args,
      );
    },

    home: async (_root, _args, context) => {
      const store = await loadStoreInfo(context.db);
      return { meta: { title: store.meta_title, description: store.meta_description, keyword: store.meta_keyword } };
    },

    contact: async (_root, _args, context) => {
      const [store, locations] = await Promise.all([
        loadStoreInfo(context.db),
        context.db.query(`select * from location order by sort_order, id`),
      ]);
      const { name, address, email, telephone, fax, open, comment, geocode } = store;
      return { store: name, address, email, telephone, fax, open, comment, geocode, locations: locations.rows };
    },

    post: (_root, args: { id?: string }, context) => findPost(context.db, args.id),
    postsList: (_root, args: ListArgs & { category_id?: string | null; filter?: string | null }, context) => {
      const params = new SqlParams();
      const where: string[] = [];
      const categoryId = parseId(args.category_id);
      if (categoryId) {
        where.push(`p.id in (select pc.post_id from blog_post_to_category pc
          where pc.category_id in (${categoryTreeIds("blog_category", params.add(categoryId))}))`);
      }
      const search = (args.search || args.filter || "").trim();
      if (search) {
        const pattern = params.add(containsPattern(search));
        where.push(`(p.name ilike ${pattern} or p.short_description ilike ${pattern})`);
      }
      return pagedList(
        context.db,
        { from: "blog_post p", where, params, orderBy: orderBy(postSorts, args.sort, args.order, "sort_order", "p.id") },
        args,
      );
    },

    categoryBlog: (_root, args: { id?: string }, context) => findByIdOrKeyword(context.db, "blog_category c", args.id),
    categoriesBlogList: (_root, args: CategoryListArgs, context) => listCategories(context, "blog_category", args),

    searchUrl: async (_root, args: { url?: string | null }, context) => {
      const url = args.url ?? "";
      const keyword = keywordOf(url);
      if (!keyword) return { id: null, type: null, url };
      const { rows } = await context.db.query<{ type: string; id: string }>(`${keywordLookup} order by rank limit 1`, [keyword]);
      return { id: rows[0]?.id ?? null, type: rows[0]?.type ?? null, url };
    },
  },

  RootMutationType: {
    addBlogPostReview: async (_root, args: Record<string, unknown>, context) => {
      const post = await findPost(context.db, parseId(args.id));
      if (!post) throw userError("Post not found", "id");
      const review = readReview(args);
      await context.db.query(`insert into blog_review (post_id, author, content, rating) values ($1, $2, $3, $4)`, [
        post.id,
        review.author,
        review.content,
        review.rating,
      ]);
      return post;
    },

    contactSend: async (_root, args: Record<string, unknown>, context) => {
      const values = trimFields(args, ["name", "email", "message"] as const);
      throwIfInvalid(fieldErrors(values, contactRules));
      await context.db.query(`insert into contact_message (name, email, message) values ($1, $2, $3)`, [
        values.name,
        values.email,
        values.message,
      ]);
      return { status: true };
    },
  },

  Page: {
    id: (i: Row) => String(i.id),
    name: (i: Row) => i.title,
    meta: (i: Row) => metaOf(i, i.title),
    url: (i: Row, args: { url?: string | null }) => itemUrl(i.keyword, i.id, args.url, "/page/_id"),
  },

  Post: {
    id: (p: Row) => String(p.id),
    title: (p: Row) => p.name,
    shortDescription: (p: Row) => p.short_description,
    imageLazy: (p: Row) => p.image,
    meta: (p: Row) => metaOf(p, p.name),
    datePublished: (p: Row) => new Date(p.date_published).toISOString(),
    url: (p: Row, args: { url?: string | null }) => itemUrl(p.keyword, p.id, args.url, "/blog/post/_id"),
    prev: (p: Row, _a, context) => neighbourPost(context.db, p.id, "<"),
    next: (p: Row, _a, context) => neighbourPost(context.db, p.id, ">"),
    rating: async (p: Row, _a, context) => {
      const reviews = await postReviews(context, p.id);
      if (!reviews.length) return 0;
      const average = reviews.reduce((sum, review) => sum + Number(review.rating), 0) / reviews.length;
      return Math.round(average * 10) / 10;
    },
    reviews: async (p: Row, _a, context) => {
      const reviews = await postReviews(context, p.id);
      return { content: reviews.map(reviewOut), totalElements: reviews.length };
    },
    categories: async (p: Row, _a, context) =>
      (await batchLoad(context, "post.categories", p.id, async (ids) => {
        const { rows } = await context.db.query(
          `select pc.post_id, c.* from blog_post_to_category pc join blog_category c on c.id = pc.category_id
            where pc.post_id = any($1::int[]) order by c.sort_order, c.id`,
          [ids],
        );
        return groupBy(rows, "post_id");
      })) ?? [],
  },

  categoryBlog: categoryFields("blog_category", "/blog/category/_id"),

  Location: {
    imageLazy: (l: Row) => l.image,
  },
};
