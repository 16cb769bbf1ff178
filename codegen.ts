/**
 * GraphQL Code Generator for the storefront (`npm run codegen`): the result and variables types of
 * every document the storefront sends, generated from the contract plus the documented store
 * extensions into app/lib/api/generated/ (committed; `npm test` fails when it is stale). Documents are
 * written with the generated `graphql()` function; see docs/decisions/112-generated-graphql-types.md.
 * It also writes the contract alone (generated/contract.graphql): the storefront derives from it the
 * stock variant of each document for a store without the extensions (decision 165).
 * The embedded API's resolver types have their own config (commerce/codegen.ts).
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  ignoreNoDocuments: false,
  generates: {
    "app/lib/api/generated/": {
      schema: ["commerce/schema/contract.graphql", "commerce/schema/extensions.graphql"],
      documents: ["app/lib/*/queries.server.ts"],
      preset: "client",
      // Components read plain results; no useFragment unmasking on the server.
      presetConfig: { fragmentMasking: false },
      config: {
        // Plain strings, sent as they are through graphql-request: no DocumentNode parsing at run time.
        documentMode: "string",
        useTypeImports: true,
        skipTypename: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        // A fragment spread reads as its fragment's type (`ProductTileFieldsFragment`), not a copy of its fields.
        inlineFragmentTypes: "combine",
        // Results say `field: T | null` (the API always sends the field); variables stay optional.
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false },
        strictScalars: true,
        scalars: { Upload: "never" },
      },
    },
    "app/lib/api/generated/contract.graphql": {
      schema: "commerce/schema/contract.graphql",
      plugins: ["schema-ast"],
      config: { includeDirectives: true },
    },
  },
};

export default config;
