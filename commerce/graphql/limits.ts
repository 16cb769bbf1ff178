/**
 * What one GraphQL request may ask of the API (docs/decisions/130-api-limits.md): GraphQL Armor's
 * depth, alias, cost and token limits, checked before anything runs, and caps on the arguments
 * that decide how much SQL work a field does (page size, search text).
 */
import { costLimitPlugin, costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin, maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin, maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";

/** The storefront's deepest document is 6 levels, its most aliased 6, its dearest costs about 800. */
export const QUERY_LIMITS = {
  depth: 10,
  aliases: 20,
  cost: 5000,
  tokens: 2000,
} as const;

/** The largest page a list answers: the storefront's longest Load More page (MAX_CATALOG_SIZE). */
export const MAX_PAGE_SIZE = 500;
/** The longest search text; a longer one is refused (a search box never needs more). */
export const MAX_SEARCH_LENGTH = 200;
/** The largest GraphQL request body that is not a file upload; larger ones answer 413. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

const cost = { maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true } as const;

/** The validation rules, for checking documents offline (the storefront's own must pass them). */
export const queryLimitRules = [
  maxDepthRule({ n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
  maxAliasesRule({ n: QUERY_LIMITS.aliases }),
  costLimitRule(cost),
];

/** The same limits as yoga plugins; the token limit applies while parsing, before validation. */
export function queryLimitPlugins() {
  return [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases }),
    costLimitPlugin(cost),
  ];
}
