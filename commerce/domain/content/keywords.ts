/**
 * SEO keywords (searchUrl): which item a storefront path like /privacy or /round-glasses names.
 * Keywords share one namespace across products, categories, brands, pages, posts and blog categories.
 */
import type { Queryable } from "@commerce/db/index";

/**
 * Item kinds an SEO keyword can name, under the module's type names (`blog-post`, `blog-category`),
 * in the order a clash between tables is settled.
 */
const keywordTables = [
  { type: "product", sql: "select id from product where keyword = $1 and status" },
  { type: "category", sql: "select id from category where keyword = $1 and status" },
  { type: "manufacturer", sql: "select id from manufacturer where keyword = $1" },
  { type: "page", sql: "select id from information where keyword = $1 and status" },
  { type: "blog-post", sql: "select id from blog_post where keyword = $1" },
  { type: "blog-category", sql: "select id from blog_category where keyword = $1" },
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

export interface KeywordTarget {
  type: string;
  id: string;
}

/** The item a storefront path names, or null. */
export async function resolveKeyword(db: Queryable, url: string): Promise<KeywordTarget | null> {
  const keyword = keywordOf(url);
  if (!keyword) return null;
  const { rows } = await db.query<KeywordTarget>(`${keywordLookup} order by rank limit 1`, [keyword]);
  return rows[0] ?? null;
}
