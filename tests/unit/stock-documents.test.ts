/**
 * The stock variant of every storefront document (decision 165) validates against the VueFront
 * contract alone, as a stock CMS Connect module checks it, and keeps every contract field the
 * document asks for.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as GraphQL from "graphql";
import { createSchema } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import * as generated from "~/lib/api/generated/graphql";
import { stockVariant } from "~/lib/api/stock-documents.server";

const { parse, validate } = createRequire(import.meta.url)("graphql") as typeof GraphQL;

const operations = Object.entries(generated)
  .filter(([name, value]) => value instanceof generated.TypedDocumentString && !name.endsWith("FragmentDoc"))
  .map(([name, value]) => ({ name, text: String(value) }));

describe("stock variants of the storefront's documents", () => {
  const contract = createSchema({ typeDefs: readFileSync("commerce/schema/contract.graphql", "utf8") });

  it("validate against the contract alone, every one but those made of extensions only; a document already in the contract is sent as it is", () => {
    const without: string[] = [];
    for (const { name, text } of operations) {
      const variant = stockVariant(text);
      if (variant == null) {
        without.push(name);
        continue;
      }
      expect({ name, errors: validate(contract, parse(variant)).map((error) => error.message) }).toEqual({ name, errors: [] });
      if (validate(contract, parse(text)).length === 0) expect(variant).toBe(text);
    }
    // Asked only where the store has the extensions (their callers check its capabilities first).
    expect(without.sort()).toEqual([
      "AccountForgottenPasswordDocument",
      "AccountPasswordResetValidDocument",
      "AccountResetPasswordDocument",
      "CheckoutCouponDocument",
      "PlacedOrderDocument",
    ]);
  });

  it("take out only the extensions: fields, arguments, variables and the fragments left unused", () => {
    const variant = stockVariant(String(generated.CatalogPageDocument)) ?? "";
    expect(variant).not.toMatch(/min_price|max_price|min_filters|FilterRangeInput|low_stock|imageAlt/);
    expect(variant).toMatch(/productsList\(/);
    expect(variant).toMatch(/\bprice\b/);
    expect(variant).toMatch(/\bstock\b/);
  });
});
