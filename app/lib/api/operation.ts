/**
 * A tiny typed-document helper: the GraphQL text plus, at the type level only, the shape of its
 * result and variables. Documents live next to the code that uses them, as module-level constants;
 * each one registers itself so the contract test (tests/unit/operations.test.ts) can validate every
 * operation the storefront sends against the contract and its documented extensions.
 */

declare const types: unique symbol;

export type OperationVariables = Record<string, unknown>;
export type NoVariables = Record<never, never>;

export interface Operation<TResult, TVariables extends OperationVariables = NoVariables> {
  /** The operation text followed by the fragments it spreads. */
  readonly document: string;
  /** Phantom: never set, only carries the types. */
  readonly [types]?: { result: TResult; variables: TVariables };
}

/** A named fragment shared by several operations (e.g. the fields a product tile shows). */
export interface Fragment {
  readonly name: string;
  readonly source: string;
}

export type ResultOf<T> = T extends Operation<infer R, infer _V> ? R : never;
export type VariablesOf<T> = T extends Operation<infer _R, infer V> ? V : never;

const registry: string[] = [];

/** Every document defined so far (the contract test imports all modules, then reads this). */
export function registeredDocuments(): readonly string[] {
  return registry;
}

export function graphql<TResult, TVariables extends OperationVariables = NoVariables>(
  source: string,
  fragments: readonly Fragment[] = [],
): Operation<TResult, TVariables> {
  const document = [source.trim(), ...fragments.map((f) => f.source.trim())].join("\n\n");
  registry.push(document);
  return { document };
}

export function fragment(source: string): Fragment {
  const name = /fragment\s+(\w+)/.exec(source)?.[1];
  if (!name) throw new Error(`Not a fragment: ${source.slice(0, 40)}`);
  return { name, source };
}

/** Variables are optional for operations without any. */
export type VariablesArg<TVariables extends OperationVariables> = [keyof TVariables] extends [never]
  ? [variables?: TVariables]
  : [variables: TVariables];
