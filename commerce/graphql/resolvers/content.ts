/**
 * Content: information pages, the home page's meta, contact details and messages, the blog
 * (posts, blog categories, post reviews) and SEO keyword resolution (searchUrl).
 */
import { batchLoad } from "@commerce/domain/batch";
import { findCategory, listCategories } from "@commerce/domain/catalogue/categories";
import { addPostReview, findPost, listPosts, loadPostCategories, loadPostReviews, neighbourPost } from "@commerce/domain/content/blog";
import { loadLocations, sendContactMessage } from "@commerce/domain/content/contact";
import { resolveKeyword } from "@commerce/domain/content/keywords";
import { findPage, listPages } from "@commerce/domain/content/pages";
import { loadStoreInfo } from "@commerce/domain/content/store-info";
import { storeUpload, uploadKilobytes } from "@commerce/domain/content/uploads";
import type { ApiContext } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import { readReview } from "@commerce/domain/form-rules";
import { parseId } from "@commerce/domain/sql";
import type { Resolvers } from "@commerce/graphql/generated/resolvers";
import { itemUrl, metaOf, reviewView } from "@commerce/graphql/views";
import { categoryFields } from "./catalog";

/** Every review of the posts asked for in this request, newest first, in one query. */
const postReviews = async (context: ApiContext, postId: number) =>
  (await batchLoad(context, "post.reviews", postId, (ids) => loadPostReviews(context.db, ids))) ?? [];

export const contentResolvers: Resolvers = {
  RootQueryType: {
    page: (_root, args, context) => findPage(context.db, args.id),
    pagesList: (_root, args, context) => listPages(context.db, args),

    home: async (_root, _args, context) => {
      const store = await loadStoreInfo(context.db);
      return { meta: { title: store.meta_title, description: store.meta_description, keyword: store.meta_keyword } };
    },

    contact: async (_root, _args, context) => {
      const [store, locations] = await Promise.all([loadStoreInfo(context.db), loadLocations(context.db)]);
      const { name, address, email, telephone, fax, open, comment, geocode } = store;
      return { store: name, address, email, telephone, fax, open, comment, geocode, locations };
    },

    post: (_root, args, context) => findPost(context.db, args.id),
    postsList: (_root, args, context) => listPosts(context.db, args),

    categoryBlog: (_root, args, context) => findCategory(context.db, "blog_category", args.id),
    categoriesBlogList: (_root, args, context) => listCategories(context.db, "blog_category", args),

    searchUrl: async (_root, args, context) => {
      const url = args.url ?? "";
      const target = await resolveKeyword(context.db, url);
      return { id: target?.id ?? null, type: target?.type ?? null, url };
    },
  },

  RootMutationType: {
    // VueFront's multipart request (operations, map, the file part): graphql-yoga hands over the File.
    // Counted per address before it is stored: the file, and its bytes against the sender's budget,
    // a guest's far smaller (docs/decisions/271-uploads-off-the-api-thread.md).
    uploadFile: async (_root, args, context) => {
      await context.limits.count("upload", context.client);
      const guest = (await context.session.get()).customer_id == null;
      await context.limits.count(guest ? "guestUploadKilobytes" : "uploadKilobytes", context.client, uploadKilobytes(args.file));
      return { code: await storeUpload(context.db, args.file, context.session.id) };
    },

    addBlogPostReview: async (_root, args, context) => {
      await context.limits.count("review", context.client);
      const post = await findPost(context.db, parseId(args.id));
      if (!post) throw userError("Post not found", "id");
      await addPostReview(context.db, post.id, await context.session.owner(), readReview(args));
      return post;
    },

    contactSend: async (_root, args, context) => {
      await context.limits.count("contact", context.client);
      await sendContactMessage(context.db, args);
      return { status: true };
    },
  },

  Page: {
    id: (i) => String(i.id),
    name: (i) => i.title,
    meta: (i) => metaOf(i, i.title),
    url: (i, args) => itemUrl(i.keyword, i.id, args.url, "/page/_id"),
  },

  Post: {
    id: (p) => String(p.id),
    title: (p) => p.name,
    shortDescription: (p) => p.short_description,
    imageLazy: (p) => p.image,
    meta: (p) => metaOf(p, p.name),
    datePublished: (p) => new Date(p.date_published).toISOString(),
    url: (p, args) => itemUrl(p.keyword, p.id, args.url, "/blog/post/_id"),
    prev: (p, _a, context) => neighbourPost(context.db, p.id, "<"),
    next: (p, _a, context) => neighbourPost(context.db, p.id, ">"),
    rating: async (p, _a, context) => {
      const reviews = await postReviews(context, p.id);
      if (!reviews.length) return 0;
      const average = reviews.reduce((sum, review) => sum + Number(review.rating), 0) / reviews.length;
      return Math.round(average * 10) / 10;
    },
    reviews: async (p, _a, context) => {
      const reviews = await postReviews(context, p.id);
      return { content: reviews.map(reviewView), totalElements: reviews.length };
    },
    categories: async (p, _a, context) =>
      (await batchLoad(context, "post.categories", p.id, (ids) => loadPostCategories(context.db, ids))) ?? [],
  },

  categoryBlog: categoryFields("blog_category", "/blog/category/_id"),

  Location: {
    imageLazy: (l) => l.image,
  },
};
