/**
 * GraphQL documents of the API itself: the version the guard and the health check ask.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ApiVersionDocument = graphql(`
  query ApiVersion {
    version
  }
`);

export const HealthCheckDocument = graphql(`
  query HealthCheck {
    version
  }
`);
