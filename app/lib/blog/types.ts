/** What the blog screens render: plain, serialisable data shaped from the API's answers. */
import type { StoreMeta } from "~/lib/content/meta";
import type { ReviewData } from "~/lib/reviews/review-form";

export interface PostCard {
  id: string;
  name: string;
  summary: string;
  /** ISO date. */
  published: string;
  image: string | null;
  href: string;
}

export interface PostList {
  posts: PostCard[];
  page: number;
  totalPages: number;
  total: number;
}

export interface BlogCategoryLink {
  id: string;
  name: string;
  image: string | null;
  href: string;
}

export interface BlogCategoryPageData {
  category: { id: string; name: string; descriptionHtml: string; meta: StoreMeta | null };
  subcategories: BlogCategoryLink[];
  list: PostList;
  path: string;
  /** The category's keyword URL (or id route), where search engines should index it. */
  canonicalPath: string;
}

export interface PostNeighbour {
  name: string;
  image: string | null;
  href: string;
}

export interface BlogPostPageData {
  /** The signed-in customer's name, filled into a new review's "Author name"; "" for a guest. */
  reviewAuthor?: string;
  /** This shopper has reviewed the post: the page says so instead of offering the form. */
  alreadyReviewed?: boolean;
  post: {
    id: string;
    name: string;
    bodyHtml: string;
    published: string;
    image: string | null;
    rating: number;
    categories: BlogCategoryLink[];
    reviews: ReviewData[];
  };
  prev: PostNeighbour | null;
  next: PostNeighbour | null;
  meta: StoreMeta | null;
  path: string;
  /** The post's keyword URL (or id route). */
  canonicalPath: string;
}

export interface BlogSearchPageData {
  keyword: string;
  list: PostList;
}
