/**
 * GraphQL documents of information pages and keyword URLs, and the meta every page reads.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

/** A page's browser title, description and keywords, as every item with a page has them. */
export const MetaFields = graphql(`
  fragment MetaFields on Meta {
    title
    description
    keyword
  }
`);

export const InformationPageDocument = graphql(`
  query InformationPage($id: String) {
    page(id: $id) {
      id
      name
      description
      url(url: "/page/_id")
      meta {
        ...MetaFields
      }
    }
  }
`);

export const ResolveUrlDocument = graphql(`
  query ResolveUrl($url: String) {
    searchUrl(url: $url) {
      id
      type
    }
  }
`);
