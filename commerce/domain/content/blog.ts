/** The blog: posts (paged, by category, with neighbours), their categories and their reviews. */
import type { Queryable } from "@commerce/db/index";
import { groupBy } from "@commerce/domain/batch";
import type { CategoryRow } from "@commerce/domain/catalogue/categories";
import { insertReview, type ReviewRow } from "@commerce/domain/catalogue/reviews";
import type { ReviewInput } from "@commerce/domain/form-rules";
import { findByIdOrKeyword, pagedList, type ListArgs } from "@commerce/domain/lists";
import type { Page } from "@commerce/domain/paging";
import { categoryTreeIds, containsPattern, orderBy, parseId, SqlParams, textSortKey } from "@commerce/domain/sql";

export interface PostRow {
  id: number;
  name: string;
  short_description: string;
  description: string;
  image: string;
  keyword: string | null;
  author: string;
  sort_order: number;
  date_published: Date;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}

const postSorts = {
  sort_order: "p.sort_order",
  date_published: "p.date_published",
  date_added: "p.date_published",
  name: textSortKey("p.name"),
  title: textSortKey("p.name"),
  id: "p.id",
};

export function findPost(db: Queryable, idOrKeyword: unknown): Promise<PostRow | null> {
  return findByIdOrKeyword<PostRow>(db, "blog_post p", idOrKeyword);
}

export interface PostListArgs extends ListArgs {
  category_id?: string | null;
  filter?: string | null;
}

/** postsList: posts of a blog category and its descendants; `search` (or `filter`) matches name and summary. */
export function listPosts(db: Queryable, args: PostListArgs): Promise<Page<PostRow>> {
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
  return pagedList<PostRow>(
    db,
    { from: "blog_post p", where, params, orderBy: orderBy(postSorts, args.sort, args.order, "sort_order", "p.id") },
    args,
  );
}

/** The post published just before (`<`) or after (`>`) this one across the whole blog; the id breaks ties. */
export async function neighbourPost(db: Queryable, postId: number, side: "<" | ">"): Promise<PostRow | null> {
  const direction = side === "<" ? "desc" : "asc";
  const { rows } = await db.query<PostRow>(
    `select p.* from blog_post p
      where (p.date_published, p.id) ${side} (select date_published, id from blog_post where id = $1)
      order by p.date_published ${direction}, p.id ${direction} limit 1`,
    [postId],
  );
  return rows[0] ?? null;
}

/** Every review of the given posts, newest first, keyed by post id. */
export async function loadPostReviews(db: Queryable, postIds: readonly number[]): Promise<Map<number, ReviewRow[]>> {
  const { rows } = await db.query<ReviewRow & { post_id: number }>(
    `select post_id, author, author_email, content, created_at, rating from blog_review
      where post_id = any($1::int[]) order by created_at desc, id desc`,
    [postIds],
  );
  return groupBy(rows, "post_id");
}

/** The blog categories of the given posts, keyed by post id. */
export async function loadPostCategories(db: Queryable, postIds: readonly number[]): Promise<Map<number, CategoryRow[]>> {
  const { rows } = await db.query<CategoryRow & { post_id: number }>(
    `select pc.post_id, c.* from blog_post_to_category pc join blog_category c on c.id = pc.category_id
      where pc.post_id = any($1::int[]) order by c.sort_order, c.id`,
    [postIds],
  );
  return groupBy(rows, "post_id");
}

export function addPostReview(db: Queryable, postId: number, owner: string, review: ReviewInput): Promise<void> {
  return insertReview(db, { table: "blog_review", column: "post_id", id: postId }, owner, review);
}
