/** GraphQL documents of the content pages (information pages, keyword URLs) and the meta every page reads. */
import { graphql } from "~/lib/api/generated";

/** A page's browser title, description and keywords, as every item with a page has them. */
export const MetaFields = graphql(`
  fragment MetaFields on Meta {
    title
    description
    keyword
  }
`);
