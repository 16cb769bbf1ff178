/**
 * GraphQL Code Generator for the embedded API: the resolvers' signatures, generated from the
 * contract and the store's extensions (`npm run codegen:commerce`). Where a resolver hands on a
 * domain row rather than the GraphQL shape, a mapper names the row type, so every field resolver
 * is checked against what its parent really returns. tests/unit/commerce-codegen.test.ts fails
 * when the committed output is stale.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const domain = (path: string, type: string) => `@commerce/domain/${path}#${type}`;

const config: CodegenConfig = {
  schema: ["commerce/schema/contract.graphql", "commerce/schema/extensions.graphql"],
  generates: {
    "commerce/graphql/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: domain("context", "ApiContext"),
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: "unknown" },
        mappers: {
          Product: domain("catalogue/products", "ProductRow"),
          Category: domain("catalogue/categories", "CategoryRow"),
          categoryBlog: domain("catalogue/categories", "CategoryRow"),
          Manufacturer: domain("catalogue/manufacturers", "ManufacturerRow"),
          Page: domain("content/pages", "InformationRow"),
          Post: domain("content/blog", "PostRow"),
          Location: domain("content/contact", "LocationRow"),
          Country: domain("account/places", "CountryRef"),
          Zone: domain("account/places", "ZoneRef"),
        },
      },
    },
  },
};

export default config;
