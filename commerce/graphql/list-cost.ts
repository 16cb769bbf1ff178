/**
 * What a query's answer will weigh, counted before anything runs (docs/decisions/257-list-cost.md):
 * every selected field costs 1, and what a list field selects costs as many times as the rows it
 * may answer: its `size` or `limit` argument (literal, variable or the schema's default), at most
 * MAX_PAGE_SIZE, which is also what "every row" (-1, 0; the small reference lists count a store's
 * menu instead) and a value not known yet (a document checked without its variables) count as. Aliases are fields like any other, so twenty aliases cost twenty
 * times. GraphQL Armor's cost limit counts shape alone (depth and breadth): this one counts rows.
 */
// Types only, and duck-typed checks: under Vitest `graphql` can load twice (ESM and CJS), and its
// instanceof-based helpers refuse the other copy's schema (see graphql/errors.ts).
import type {
  ArgumentNode,
  ASTVisitor,
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

/** The arguments that say how many rows a list field answers. */
const ROW_ARGUMENTS = ["size", "limit"];

export interface ListCostOptions {
  maxCost: number;
  /** The largest number of rows one list answers (limits.ts clamps larger sizes to it). */
  maxRows: number;
  /**
   * What "every row" (-1, 0) counts as on `field`: the small reference lists (countries, a
   * category's children) answer every row, bounded by the store's data rather than the caller.
   */
  allRows(field: string): number;
  /**
   * Fields that cost many times a plain one, by `Type.field`: a product's description (HTML), its
   * reviews, attributes, options and images, each a text or a list of its own
   * (docs/decisions/276-query-cost-per-address-and-abandoned-work.md). Counted as 1, five hundred
   * products with all of them cost as little as their names and took seconds to answer.
   */
  weights: Readonly<Record<string, number>>;
}

/** The type inside any list and non-null wrappers. */
function namedType(type: GraphQLType): GraphQLNamedType {
  let inner: GraphQLType = type;
  while ("ofType" in inner) inner = inner.ofType;
  return inner;
}

/** How many rows `field` may answer as asked: 1 for a field without a size or limit argument. */
function rowsOf(
  field: GraphQLField<unknown, unknown>,
  given: readonly ArgumentNode[],
  variables: Record<string, unknown> | undefined,
  { maxRows, allRows }: ListCostOptions,
): number {
  for (const name of ROW_ARGUMENTS) {
    const argument = field.args.find((arg) => arg.name === name);
    if (!argument) continue;
    const node = given.find((arg) => arg.name.value === name)?.value;
    let value: unknown = argument.defaultValue;
    // A variable not given yet (a document checked on its own) counts as the most it may ask.
    if (node?.kind === "Variable") value = variables && node.name.value in variables ? variables[node.name.value] : maxRows;
    else if (node?.kind === "IntValue") value = Number(node.value);
    else if (node) value = null;
    if (typeof value !== "number" || value <= 0) return Math.min(allRows(field.name), maxRows);
    return Math.min(value, maxRows);
  }
  return 1;
}

/** What the walk reads of the document and schema: a validation context, or the same at execution. */
interface Document {
  getSchema(): GraphQLSchema;
  getFragment(name: string): FragmentDefinitionNode | null | undefined;
}

interface Walk {
  context: Document;
  options: ListCostOptions;
  variables?: Record<string, unknown>;
  /** Each fragment's cost, worked out once: a fragment spread many times at many levels is not walked again each time. */
  fragments: Map<string, number>;
}

/** The cost of a selection set; a fragment costs what it selects wherever it is spread. */
function selectionCost(walk: Walk, type: GraphQLNamedType, selectionSet: SelectionSetNode, spreading: ReadonlySet<string>): number {
  const { context, options, variables } = walk;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === "Field") {
      const name = selection.name.value;
      if (name.startsWith("__")) continue;
      const field = "getFields" in type ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)[name] : undefined;
      if (!field) continue; // Another rule names the unknown field.
      const inner = namedType(field.type);
      let fieldCost = 1;
      if (selection.selectionSet) {
        const rows = rowsOf(field, selection.arguments ?? [], variables, options);
        fieldCost += rows * selectionCost(walk, inner, selection.selectionSet, spreading);
      }
      cost += fieldCost * (options.weights[`${type.name}.${name}`] ?? 1);
    } else if (selection.kind === "InlineFragment") {
      const condition = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type;
      if (condition) cost += selectionCost(walk, condition, selection.selectionSet, spreading);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A cycle is refused by validation's own rule; here it counts nothing more.
      if (!fragment || spreading.has(name)) continue;
      let fragmentCost = walk.fragments.get(name);
      if (fragmentCost === undefined) {
        const condition = context.getSchema().getType(fragment.typeCondition.name.value);
        fragmentCost = condition ? selectionCost(walk, condition, fragment.selectionSet, new Set([...spreading, name])) : 0;
        walk.fragments.set(name, fragmentCost);
      }
      cost += fragmentCost;
    }
  }
  return cost;
}

/** The cost of `operation` in `document` with the request's `variables` (unknown ones count as the most they may ask). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  options: ListCostOptions,
  variables?: Record<string, unknown>,
): number {
  const fragments = new Map(
    document.definitions.flatMap((definition) => (definition.kind === "FragmentDefinition" ? [[definition.name.value, definition]] : [])),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  // A variable the request left out takes its default from the operation, when it has one.
  if (variables) {
    const given = variables;
    const defaults = (operation.variableDefinitions ?? []).flatMap((definition) =>
      definition.defaultValue?.kind === "IntValue" && !(definition.variable.name.value in given)
        ? [[definition.variable.name.value, Number(definition.defaultValue.value)]]
        : [],
    );
    variables = { ...variables, ...Object.fromEntries(defaults) };
  }
  const context: Document = { getSchema: () => schema, getFragment: (name) => fragments.get(name) };
  return selectionCost({ context, options, variables, fragments: new Map() }, root, operation.selectionSet, new Set());
}

/** The refusal of an operation over the budget: what it cost, and the most that is answered. */
export function tooCostly(cost: number, maxCost: number, node?: OperationDefinitionNode) {
  return createGraphQLError(
    `The query asks for too much at once: its cost is ${cost}, and at most ${maxCost} is answered. Ask for fewer rows or fields.`,
    { nodes: node ? [node] : undefined, extensions: { code: "QUERY_TOO_COSTLY", cost, maxCost } },
  );
}

/**
 * A validation rule refusing an operation whose cost is over `maxCost` whatever its variables (each
 * counts as the most it may ask): for checking documents offline (the storefront's own).
 */
export function listCostRule(options: ListCostOptions) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const cost = selectionCost({ context, options, fragments: new Map() }, root, node.selectionSet, new Set());
      if (cost > options.maxCost) context.reportError(tooCostly(cost, options.maxCost, node));
    },
  });
}

/**
 * The same budget at run time with the request's own variables (a `size: $size` costs what it asks),
 * checked after validation and before any resolver runs. Not a validation rule: yoga keeps a
 * document's validation result whatever its variables.
 */
export function listCostPlugin(options: ListCostOptions, budget?: CostBudget): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operations = document.definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition",
      );
      const operation = args.operationName
        ? operations.find((op: OperationDefinitionNode) => op.name?.value === args.operationName)
        : operations[0];
      if (!operation) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const cost = operationCost(args.schema as GraphQLSchema, document, operation, options, variables);
      if (cost > options.maxCost) return setResultAndStopExecution({ errors: [tooCostly(cost, options.maxCost, operation)] });
      const client = (args.contextValue as { client?: unknown } | undefined)?.client;
      const waitSeconds = budget && typeof client === "string" ? await budget.spend(client, cost) : undefined;
      if (waitSeconds !== undefined) setResultAndStopExecution({ errors: [overBudget(waitSeconds, operation)] });
    },
  };
}

/** A caller's budget of cost per minute: `spend` answers the seconds to wait when it has not that much left. */
export interface CostBudget {
  spend(client: string, cost: number): Promise<number | undefined>;
}

function overBudget(waitSeconds: number, node: OperationDefinitionNode) {
  return createGraphQLError(`Too much was asked from your address in the last minute. Please wait ${waitSeconds} seconds and try again.`, {
    nodes: [node],
    extensions: { code: "RATE_LIMITED", retryAfter: waitSeconds, http: { status: 429, headers: { "Retry-After": String(waitSeconds) } } },
  });
}
