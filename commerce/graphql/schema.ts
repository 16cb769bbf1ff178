/** The GraphQL surface: the contract plus the store's extensions, with every area's resolvers. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import type { ApiContext, ApiProfile } from "@commerce/domain/context";
import { absoluteUrl, publicOrigin } from "@commerce/domain/public-url";
import type { Resolvers } from "./generated/resolvers";
import { withArgumentLimits } from "./limits";
import { stockResolvers, withStockFields } from "./profiles/stock";
import { wordpressResolvers } from "./profiles/wordpress";
import { accountResolvers } from "./resolvers/account";
import { cartResolvers } from "./resolvers/cart";
import { catalogResolvers } from "./resolvers/catalog";
import { checkoutResolvers } from "./resolvers/checkout";
import { contentResolvers } from "./resolvers/content";
import { storeResolvers } from "./resolvers/store";

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), "..", "schema");
const contractSdl = readFileSync(join(schemaDir, "contract.graphql"), "utf8");
const extensionsSdl = readFileSync(join(schemaDir, "extensions.graphql"), "utf8");

/** One resolver map from the areas' maps; a field resolved by two areas is a mistake, caught at start. */
function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const into = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`Resolver ${type}.${field} is defined twice`);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers(
  catalogResolvers,
  contentResolvers,
  storeResolvers,
  cartResolvers,
  accountResolvers,
  checkoutResolvers,
);

/** The contract's image fields (Product, Category, Manufacturer, Post, productImage …). */
const IMAGE_FIELDS = new Set(["image", "imageBig", "imageLazy"]);

/**
 * Images are stored as paths (`/api/image/…`); the module answers absolute URLs, so every image
 * field of every type is made absolute on the API's public origin here, in one place.
 */
function withAbsoluteImages(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // Object types by shape, not isObjectType: under Vitest `graphql` can load twice (graphql/errors.ts).
    if (!("isTypeOf" in type) || type.name.startsWith("__")) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      if (!IMAGE_FIELDS.has(field.name)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context: ApiContext, info) =>
        absoluteUrl((await resolve(source, args, context, info)) as string | null, publicOrigin(context.request, context.settings));
    }
  }
  return schema;
}

/**
 * `stock` serves the contract alone, as a stock VueFront module does: extension fields and arguments
 * are then refused by validation, and their resolvers are left unused (decision 164).
 */
export function buildApiSchema(profile: ApiProfile = "full") {
  // The contract as VueFront CMS Connect on WordPress + WooCommerce serves it (decision 228).
  if (profile === "wordpress") {
    return withAbsoluteImages(
      createSchema<ApiContext>({
        typeDefs: contractSdl,
        resolvers: withArgumentLimits(wordpressResolvers(resolvers)),
        resolverValidationOptions: { requireResolversToMatchSchema: "ignore" },
      }),
    );
  }
  if (profile === "stock") {
    // The recorded module's answers over the shared resolvers (profiles/stock.ts, decision 220).
    return withStockFields(
      withAbsoluteImages(
        createSchema<ApiContext>({
          typeDefs: contractSdl,
          resolvers: stockResolvers(withArgumentLimits(resolvers)),
          resolverValidationOptions: { requireResolversToMatchSchema: "ignore" },
        }),
      ),
    );
  }
  return withAbsoluteImages(createSchema<ApiContext>({ typeDefs: [contractSdl, extensionsSdl], resolvers: withArgumentLimits(resolvers) }));
}
