import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { BlogCategoryPageData, BlogPostPageData } from "./types";

/** The post's first category, then the post. */
export const blogPostHandle: BreadcrumbHandle<Pick<BlogPostPageData, "post" | "path">> = {
  breadcrumb: ({ post, path }) => [
    ...(post.categories[0] ? [{ label: post.categories[0].name, to: post.categories[0].href }] : []),
    { label: post.name, to: path },
  ],
};

/** The blog category by name. */
export const blogCategoryHandle: BreadcrumbHandle<Pick<BlogCategoryPageData, "category" | "path">> = {
  breadcrumb: ({ category, path }) => [{ label: category.name, to: path }],
};
