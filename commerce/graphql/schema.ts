import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSchema } from "graphql-yoga";
import type { ApiContext } from "./context";
import { accountResolvers } from "./resolvers/account";
import { cartResolvers } from "./resolvers/cart";
import { catalogResolvers } from "./resolvers/catalog";
import { checkoutResolvers } from "./resolvers/checkout";
import { contentResolvers } from "./resolvers/content";
import { storeResolvers } from "./resolvers/store";
import type { Resolvers } from "./types";

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), "..", "schema");
export const contractSdl = readFileSync(join(schemaDir, "contract.graphql"), "utf8");
export const extensionsSdl = readFileSync(join(schemaDir, "extensions.graphql"), "utf8");

function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      for (const field of Object.keys(fields)) {
        if (merged[type]?.[field]) throw new Error(`Resolver ${type}.${field} is defined twice`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

export const resolvers = mergeResolvers(
  catalogResolvers,
  contentResolvers,
  storeResolvers,
  cartResolvers,
  accountResolvers,
  checkoutResolvers,
);

export function buildApiSchema() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the domain layer has yet to type these rows
  return createSchema<ApiContext>({ typeDefs: [contractSdl, extensionsSdl], resolvers: resolvers as any });
}
