/**
 * What one GraphQL request may ask of the API (docs/decisions/130-api-limits.md): GraphQL Armor's
 * depth, alias, cost and token limits, checked before anything runs, and caps on the arguments
 * that decide how much SQL work a field does (page size, search text).
 */
import { costLimitPlugin, costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin, maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin, maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { userError } from "@commerce/domain/errors";
import { listCostPlugin, listCostRule, type CostBudget, type ListCostOptions } from "./list-cost";

/**
 * The storefront's deepest document is 8 levels (fragment spreads count), its most aliased has 5
 * aliases and its dearest costs about 400 by shape; by rows (`listCost`, graphql/list-cost.ts) its
 * dearest, the home page with every list at its largest, costs about 26,500: room for other
 * VueFront clients, none for twenty full-size product lists at once.
 */
export const QUERY_LIMITS = {
  depth: 12,
  aliases: 20,
  cost: 5000,
  tokens: 2000,
  listCost: 30_000,
} as const;

/** The largest page a list answers: the storefront's longest Load More page (MAX_CATALOG_SIZE). */
export const MAX_PAGE_SIZE = 500;
/** The longest search text; a longer one is refused (a search box never needs more). */
export const MAX_SEARCH_LENGTH = 200;
/** The largest GraphQL request body that is not a file upload; larger ones answer 413. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

const cost = { maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true } as const;

/** What "every row" counts as on the small reference lists: a store's menu or country list, not a caller's choice. */
export const REFERENCE_ROWS = 50;

/**
 * Fields that cost many times a plain one (graphql/list-cost.ts): a product's own texts and lists.
 * The storefront asks them for one product at a time (its page), never in a list of tiles.
 */
export const COSTLY_FIELDS: Readonly<Record<string, number>> = {
  "Product.description": 10,
  "Product.reviews": 10,
  "Product.attributes": 10,
  "Product.options": 5,
  "Product.images": 3,
};

const listCost: ListCostOptions = {
  maxCost: QUERY_LIMITS.listCost,
  maxRows: MAX_PAGE_SIZE,
  allRows: (field) => (ALL_ROWS_ALLOWED.has(field) || field === "categories" ? REFERENCE_ROWS : MAX_PAGE_SIZE),
  weights: COSTLY_FIELDS,
};

/**
 * The validation rules, for checking documents offline (the storefront's own must pass them, each
 * list at the most its variables may ask).
 */
export const queryLimitRules = [
  maxDepthRule({ n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
  maxAliasesRule({ n: QUERY_LIMITS.aliases }),
  costLimitRule(cost),
  listCostRule(listCost),
];

/**
 * The same limits as yoga plugins; the token limit applies while parsing, before validation. Each
 * caller (an address, an IPv6 one by its /64) also has `costPerMinute` of cost a minute, times
 * RATE_LIMIT_FACTOR (0: none), in this process's memory: what one query may cost, a handful of
 * callers could otherwise ask every second (docs/decisions/276-query-cost-per-address-and-abandoned-work.md).
 */
export function queryLimitPlugins({ costPerMinute, rateLimitFactor }: { costPerMinute: number; rateLimitFactor: number }) {
  return [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases }),
    costLimitPlugin(cost),
    listCostPlugin(listCost, costBudget(Math.round(costPerMinute * rateLimitFactor))),
  ];
}

/** The storefront on this machine (its own calls carry no shopper) is not one caller among others. */
const LOOPBACK = /^(127\.|::1$)/;

function costBudget(points: number): CostBudget | undefined {
  if (points <= 0) return undefined;
  const limiter = new RateLimiterMemory({ keyPrefix: "api-query-cost", points, duration: 60 });
  return {
    async spend(client, cost) {
      if (LOOPBACK.test(client)) return undefined;
      try {
        await limiter.consume(client, Math.max(1, cost));
        return undefined;
      } catch (answer) {
        if (answer instanceof RateLimiterRes) return Math.max(1, Math.ceil(answer.msBeforeNext / 1000));
        throw answer;
      }
    },
  };
}

/** Lists of small reference tables, where the contract's `size: -1` (every row) stays allowed. */
const ALL_ROWS_ALLOWED = new Set([
  "categoriesBlogList",
  "categoriesList",
  "countriesList",
  "manufacturerList",
  "pagesList",
  "zonesList",
  "accountRemoveAddress",
]);

type Args = Record<string, unknown>;

/**
 * A field's arguments within the caps: `size` (and a `limit`) above MAX_PAGE_SIZE is clamped to it,
 * and so is "every row" (-1, 0 or null) except on the small reference lists; a `search` longer than
 * MAX_SEARCH_LENGTH is refused with a GraphQL error.
 */
export function limitedArgs(field: string, args: Args): Args {
  const withNul = argumentWithNul(args);
  // PostgreSQL stores no NUL in text: refused here as bad input, not failed there as "Unexpected error.".
  if (withNul !== null) throw userError("The text contains a character that is not allowed.", withNul || undefined);
  const search = args.search;
  if (typeof search === "string" && search.length > MAX_SEARCH_LENGTH) {
    throw userError(`The search text is too long (at most ${MAX_SEARCH_LENGTH} characters).`, "search");
  }
  let limited = args;
  if ("size" in args) {
    const size = args.size;
    const all = typeof size !== "number" || size <= 0;
    if (all ? !ALL_ROWS_ALLOWED.has(field) : size > MAX_PAGE_SIZE) limited = { ...limited, size: MAX_PAGE_SIZE };
  }
  if (typeof args.limit === "number" && args.limit > MAX_PAGE_SIZE) limited = { ...limited, limit: MAX_PAGE_SIZE };
  return limited;
}

/** The name of the first argument (at any depth) whose text holds a NUL character, "" for a nameless one, else null. */
function argumentWithNul(value: unknown, name = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? name : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = argumentWithNul(item, name);
      if (found !== null) return found;
    }
  } else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = argumentWithNul(item, name || key);
      if (found !== null) return found;
    }
  }
  return null;
}

type FieldResolver = (parent: unknown, args: Args, context: unknown, info: unknown) => unknown;

/** Every field resolver of the map, reached through limitedArgs. */
export function withArgumentLimits<T extends Record<string, unknown>>(resolvers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    // Scalars (class instances) and anything but a plain map of field resolvers pass as they are.
    if (!fields || Object.getPrototypeOf(fields) !== Object.prototype) {
      wrapped[type] = fields;
      continue;
    }
    wrapped[type] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([field, resolver]) => [
        field,
        typeof resolver === "function"
          ? (parent: unknown, args: Args, context: unknown, info: unknown) =>
              (resolver as FieldResolver)(parent, limitedArgs(field, args), context, info)
          : resolver,
      ]),
    );
  }
  return wrapped as T;
}
