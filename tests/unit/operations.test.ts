/**
 * Every GraphQL document the storefront sends must be valid against the VueFront contract plus the
 * store's documented extensions (commerce/schema/*.graphql): nothing else is promised by a real server.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as GraphQL from "graphql";
import type { GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredDocuments } from "~/lib/api/operation";

// graphql as Node resolves it, the same instance graphql-yoga built the schema with.
const { parse, validate } = createRequire(import.meta.url)("graphql") as typeof GraphQL;

const sources = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "!/app/entry.client.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Files that define documents (a call of the `graphql` helper), by path. */
const definingFiles = Object.entries(sources).filter(
  ([path, source]) => !path.endsWith("/operation.ts") && /\bgraphql\s*[<(]/.test(source),
);
const definitionCount = definingFiles.reduce((sum, [, source]) => sum + source.match(/\bgraphql\s*[<(]/g)!.length, 0);

let schema: GraphQLSchema;
let documents: readonly string[];

beforeAll(async () => {
  const sdl = (name: string) => readFileSync(`commerce/schema/${name}`, "utf8");
  schema = createSchema({ typeDefs: [sdl("contract.graphql"), sdl("extensions.graphql")] });
  // Importing a module registers the documents it defines at module level.
  for (const [path] of definingFiles) await import(/* @vite-ignore */ path);
  documents = registeredDocuments();
});

describe("the storefront's GraphQL operations", () => {
  it("are all found: one registered document per definition in the source", () => {
    expect(definingFiles.length).toBeGreaterThan(0);
    expect(documents.length).toBe(definitionCount);
  });

  it("are valid against the contract and the documented extensions", () => {
    for (const document of documents) {
      const errors = validate(schema, parse(document)).map((error) => error.message);
      expect({ document: document.split("\n")[0], errors }).toEqual({ document: document.split("\n")[0], errors: [] });
    }
  });

  it("are named, so server logs and API traces say which screen asked", () => {
    for (const document of documents) expect(document).toMatch(/^(query|mutation) \w+/);
  });

  it("catches a document that breaks the contract", () => {
    const errors = validate(schema, parse('query Broken { productsList(colour: "red") { content { id nonsense } } }'));
    expect(errors.map((error) => error.message)).toEqual([
      'Unknown argument "colour" on field "RootQueryType.productsList".',
      'Cannot query field "nonsense" on type "Product".',
    ]);
  });
});
