/** Seeds the shop's content: information pages, the journal, home banners and contact details. */
import { escapeUTF8 } from "entities";
import { findBanner } from "@commerce/art/banners";
import { imagePaths } from "@commerce/art/paths";
import type { Queryable } from "@commerce/db/index";
import { itemAt } from "@commerce/demo/lists";
import { categoryIds, footerPageKeywords } from "@config/store";
import { CATALOGUE_ANCHOR } from "./catalogue/plan";
import { blogCategories, blogPosts } from "./data/blog";
import { pages } from "./data/pages";
import { showrooms, storeContact } from "./data/store";
import { insertRows } from "./insert";
import type { KeywordRegistry } from "./text";

const DAY = 86_400_000;
const metaColumns = { meta_title: "text", meta_description: "text", meta_keyword: "text" } as const;

/**
 * Home banners. Links deliberately mix the forms real stores use: root-relative, and relative
 * without a leading slash (the storefront adds one).
 */
const banners = [
  { banner: "home", name: "new-season", link: `store/category/${categoryIds.eyeglasses}` },
  { banner: "home", name: "summer-sun", link: `/store/category/${categoryIds.sunglasses}` },
  { banner: "home", name: "final-sale", link: "/store/special" },
  { banner: "promo", name: "blue-light", link: "/store/category/107" },
  { banner: "promo", name: "titanium", link: "/store/manufacturer" },
] as const;

export async function seedContent(db: Queryable, keywords: KeywordRegistry): Promise<void> {
  const untold = footerPageKeywords.filter((keyword) => !pages.some((page) => page.keyword === keyword));
  if (untold.length > 0) throw new Error(`The footer links pages without text in commerce/seed/data/pages.ts: ${untold.join(", ")}`);

  await insertRows(
    db,
    "information",
    {
      id: "int",
      title: "text",
      description: "text",
      keyword: "text",
      sort_order: "int",
      bottom: "boolean",
      status: "boolean",
      ...metaColumns,
    },
    pages.map((page, i) => ({
      id: i + 1,
      title: page.title,
      description: page.html,
      keyword: keywords.claim(page.keyword, `page ${page.title}`),
      sort_order: i + 1,
      bottom: true,
      status: true,
      meta_title: `${page.title} | ${storeContact.name}`,
      meta_description: page.metaDescription,
      meta_keyword: page.title.toLowerCase(),
    })),
  );

  await seedBlog(db, keywords);

  await insertRows(
    db,
    "banner",
    { id: "int", banner: "text", title: "text", link: "text", image: "text", sort_order: "int" },
    banners.map((b, i) => {
      const design = findBanner(b.name)!;
      return {
        id: i + 1,
        banner: b.banner,
        title: `${design.headline.join(" ")}`,
        link: b.link,
        image: imagePaths.banner(b.name),
        sort_order: i + 1,
      };
    }),
  );

  await insertRows(db, "setting", { key: "text", value: "jsonb" }, [{ key: "store", value: storeContact }]);
  await insertRows(
    db,
    "location",
    {
      id: "int",
      name: "text",
      address: "text",
      telephone: "text",
      fax: "text",
      geocode: "text",
      open: "text",
      comment: "text",
      image: "text",
      sort_order: "int",
    },
    showrooms.map((s, i) => ({ id: i + 1, ...s, image: imagePaths.location(i + 1), sort_order: i + 1 })),
  );
}

async function seedBlog(db: Queryable, keywords: KeywordRegistry): Promise<void> {
  const categoryId = new Map(blogCategories.map((c, i) => [c.key, i + 1]));
  await insertRows(
    db,
    "blog_category",
    { id: "int", parent_id: "int", name: "text", description: "text", image: "text", keyword: "text", sort_order: "int", ...metaColumns },
    blogCategories.map((c, i) => ({
      id: i + 1,
      parent_id: c.parent ? categoryId.get(c.parent)! : 0,
      name: c.name,
      description: `<p>${escapeUTF8(c.description)}</p>`,
      image: imagePaths.blog(i + 1),
      keyword: keywords.claim(c.key, `blog category ${c.name}`),
      sort_order: i + 1,
      meta_title: `${c.name} | ${storeContact.name} Journal`,
      meta_description: c.description,
      meta_keyword: c.name.toLowerCase(),
    })),
  );

  await insertRows(
    db,
    "blog_post",
    {
      id: "int",
      name: "text",
      short_description: "text",
      description: "text",
      image: "text",
      keyword: "text",
      author: "text",
      sort_order: "int",
      date_published: "timestamptz",
      ...metaColumns,
    },
    blogPosts.map((post, i) => ({
      id: i + 1,
      name: post.title,
      short_description: post.summary,
      description:
        post.paragraphs.map((p) => `<p>${escapeUTF8(p)}</p>`).join("") +
        (post.list ? `<ul>${post.list.map((item) => `<li>${escapeUTF8(item)}</li>`).join("")}</ul>` : ""),
      image: imagePaths.blog(i + 6),
      keyword: keywords.claim(post.keyword, `post ${post.title}`),
      author: post.author,
      sort_order: i + 1,
      date_published: new Date(CATALOGUE_ANCHOR.getTime() - post.daysAgo * DAY),
      meta_title: `${post.title} | ${storeContact.name} Journal`,
      meta_description: post.summary,
      meta_keyword: post.categories.join(", "),
    })),
  );
  await insertRows(
    db,
    "blog_post_to_category",
    { post_id: "int", category_id: "int" },
    blogPosts.flatMap((post, i) => post.categories.map((key) => ({ post_id: i + 1, category_id: categoryId.get(key)! }))),
  );
  await insertRows(
    db,
    "blog_review",
    { post_id: "int", author: "text", author_email: "text", content: "text", rating: "int", created_at: "timestamptz" },
    blogPosts.flatMap((post, i) =>
      (post.comments ?? []).map(([author, rating, content], c) => ({
        post_id: i + 1,
        author,
        author_email: `${itemAt(author.split(" "), 0).toLowerCase()}@example.com`,
        content,
        rating,
        created_at: new Date(CATALOGUE_ANCHOR.getTime() - (post.daysAgo - 2 - c * 3) * DAY),
      })),
    ),
  );
}
