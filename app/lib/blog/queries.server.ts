/**
 * GraphQL documents of the blog: posts, categories, search and reviews.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

/** The post fields every blog list shows. */
export const PostCardFields = graphql(`
  fragment PostCardFields on Post {
    id
    name
    shortDescription
    datePublished
    image
    url(url: "/blog/post/_id")
  }
`);

/** One page of posts (category pages and the blog search). */
export const PostListFields = graphql(`
  fragment PostListFields on PostResult {
    number
    totalPages
    totalElements
    content {
      ...PostCardFields
    }
  }
`);

export const BlogPostPageDocument = graphql(`
  query BlogPostPage($id: String) {
    post(id: $id) {
      id
      name
      url(url: "/blog/post/_id")
      description
      datePublished
      image
      rating
      meta {
        ...MetaFields
      }
      categories {
        id
        name
        image
        url(url: "/blog/category/_id")
      }
      prev {
        id
        name
        image
        url(url: "/blog/post/_id")
      }
      next {
        id
        name
        image
        url(url: "/blog/post/_id")
      }
      reviews {
        totalElements
        content {
          author
          content
          created_at
          rating
        }
      }
    }
  }
`);

export const AddBlogPostReviewDocument = graphql(`
  mutation AddBlogPostReview($id: String, $author: String, $content: String, $rating: Float) {
    addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) {
      id
    }
  }
`);

export const BlogPostIdDocument = graphql(`
  query BlogPostId($id: String) {
    post(id: $id) {
      id
    }
  }
`);

export const BlogSearchDocument = graphql(`
  query BlogSearch($search: String, $page: Int, $size: Int) {
    postsList(search: $search, page: $page, size: $size, sort: "date_published", order: "DESC") {
      ...PostListFields
    }
  }
`);

export const BlogCategoryPageDocument = graphql(`
  query BlogCategoryPage($id: String, $page: Int, $size: Int) {
    categoryBlog(id: $id) {
      id
      name
      description
      url(url: "/blog/category/_id")
      meta {
        ...MetaFields
      }
      categories(limit: -1) {
        id
        name
        image
        url(url: "/blog/category/_id")
      }
    }
    postsList(category_id: $id, page: $page, size: $size, sort: "date_published", order: "DESC") {
      ...PostListFields
    }
  }
`);

export const BlogCategoryIdDocument = graphql(`
  query BlogCategoryId($keyword: String) {
    categoryBlog(id: $keyword) {
      id
    }
  }
`);
