/** GraphQL fragments of the blog's lists (codegen reads them; the operations spread them by name). */
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
