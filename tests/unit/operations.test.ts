/**
 * Every GraphQL document the storefront sends must be valid against the VueFront contract plus the
 * store's documented extensions (commerce/schema/*.graphql): nothing else is promised by a real server.
 * The client only sends generated documents (CommerceClient.request takes a TypedDocumentString), so
 * the documents checked here are exactly the texts that go over the wire, fragments included.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as GraphQL from "graphql";
import type { GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import { beforeAll, describe, expect, it } from "vitest";
import { queryLimitRules } from "@commerce/graphql/limits";
import * as generated from "~/lib/api/generated/graphql";

// graphql as Node resolves it, the same instance graphql-yoga built the schema with.
const { parse, validate } = createRequire(import.meta.url)("graphql") as typeof GraphQL;

/** Every operation the client can send: the generated `…Document` constants (fragments are parts of them). */
const operations = Object.entries(generated)
  .filter(([name, value]) => value instanceof generated.TypedDocumentString && !name.endsWith("FragmentDoc"))
  .map(([name, value]) => ({ name, text: String(value) }));

/** Where the storefront writes its documents, by path (the codegen's input). */
const sources = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "!/app/lib/api/generated/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const writtenOperations = Object.values(sources).flatMap((source) => [
  ...(source ?? "").matchAll(/graphql\(`\s*(?:query|mutation) (\w+)/g),
]);
/** Files that write a document or fragment. */
const writingFiles = Object.entries(sources).flatMap(([path, source]) => (/\bgraphql\(`/.test(source ?? "") ? [path] : []));

let schema: GraphQLSchema;

beforeAll(() => {
  const sdl = (name: string) => readFileSync(`commerce/schema/${name}`, "utf8");
  schema = createSchema({ typeDefs: [sdl("contract.graphql"), sdl("extensions.graphql")] });
});

describe("the storefront's GraphQL operations", () => {
  it("are all generated: one document per operation written in the source", () => {
    expect(writtenOperations.length).toBeGreaterThan(0);
    expect(operations.map((operation) => operation.name).sort()).toEqual(writtenOperations.map((match) => `${match[1]}Document`).sort());
  });

  it("are written only in server-only modules, one per area: app/lib/<area>/queries.server.ts", () => {
    expect(writingFiles.length).toBeGreaterThan(0);
    for (const path of writingFiles) expect(path).toMatch(/^\/app\/lib\/[\w-]+\/queries\.server\.ts$/);
  });

  it("are valid against the contract and the documented extensions", () => {
    for (const { name, text } of operations) {
      const errors = validate(schema, parse(text)).map((error) => error.message);
      expect({ name, errors }).toEqual({ name, errors: [] });
    }
  });

  it("pass the embedded API's depth, alias and cost limits (decision 130)", () => {
    for (const { name, text } of operations) {
      const errors = validate(schema, parse(text), queryLimitRules).map((error) => error.message);
      expect({ name, errors }).toEqual({ name, errors: [] });
    }
  });

  it("are named, so server logs and API traces say which screen asked", () => {
    for (const { text } of operations) expect(text.trim()).toMatch(/^(query|mutation) \w+/);
  });

  it("catches a document that breaks the contract", () => {
    const errors = validate(schema, parse('query Broken { productsList(colour: "red") { content { id nonsense } } }'));
    expect(errors.map((error) => error.message)).toEqual([
      'Unknown argument "colour" on field "RootQueryType.productsList".',
      'Cannot query field "nonsense" on type "Product".',
    ]);
  });
});
