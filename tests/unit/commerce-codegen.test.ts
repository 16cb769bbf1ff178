/**
 * The committed resolver types (commerce/graphql/generated/) must be what GraphQL Code Generator
 * makes from the schema today: a schema change without `npm run codegen:commerce` fails here.
 */
import { readFileSync } from "node:fs";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "@commerce/codegen";

describe("commerce resolver types", () => {
  it("are generated from the current schema", { timeout: 60_000 }, async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, silent: true }, false);
    expect(outputs.map((output) => output.filename)).toEqual(Object.keys(config.generates));
    for (const output of outputs) {
      expect(output.content, `${output.filename} is stale: run npm run codegen:commerce`).toBe(readFileSync(output.filename, "utf8"));
    }
  });
});
