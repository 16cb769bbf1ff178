/**
 * The stock variant of a document: the same operation with every extension field, argument and
 * variable taken out, so that it validates on a store serving the VueFront contract alone
 * (decision 165). Derived from the contract (generated/contract.graphql, written by the codegen)
 * once per document and kept; the results simply lack the extension fields.
 */
import {
  buildSchema,
  Kind,
  parse,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import contractSdl from "./generated/contract.graphql?raw";

let contract: GraphQLSchema | undefined;
const variants = new Map<string, string | null>();

/** The document as a stock store accepts it, or null when nothing of it is in the contract. */
export function stockVariant(document: string): string | null {
  let variant = variants.get(document);
  if (variant === undefined) {
    variant = derive(document);
    variants.set(document, variant);
  }
  return variant;
}

function derive(text: string): string | null {
  contract ??= buildSchema(contractSdl);
  const typeInfo = new TypeInfo(contract);
  const isKnownType = (name: string) => contract?.getType(name) != null;
  const written = parse(text);
  let document = visit(
    written,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter: (node) => (node.name.value.startsWith("__") || typeInfo.getFieldDef() ? undefined : null),
        // A field whose every sub-field was an extension goes too.
        leave: (node) => (node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined),
      },
      Argument: () => (typeInfo.getArgument() ? undefined : null),
      VariableDefinition: (node) => (isKnownType(namedType(node.type)) ? undefined : null),
      InlineFragment: (node) => (!node.typeCondition || isKnownType(node.typeCondition.name.value) ? undefined : null),
      FragmentDefinition: {
        enter: (node) => (isKnownType(node.typeCondition.name.value) ? undefined : null),
        leave: (node) => (node.selectionSet.selections.length === 0 ? null : undefined),
      },
    }),
  );
  document = withoutUnused(document);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.selectionSet.selections.length === 0) return null;
  // A document already in the contract goes out exactly as written.
  return print(document) === print(written) ? text : print(document);
}

function namedType(node: ASTNode): string {
  return node.kind === Kind.NAMED_TYPE ? node.name.value : "type" in node ? namedType(node.type as ASTNode) : "";
}

/** Drops the fragments and variables nothing refers to any more (both are validation errors). */
function withoutUnused(document: DocumentNode): DocumentNode {
  const spreads = new Set<string>();
  const variables = new Set<string>();
  visit(document, {
    FragmentSpread: (node) => void spreads.add(node.name.value),
    Variable: (node, _key, parent) => {
      if (!(parent && "kind" in parent && parent.kind === Kind.VARIABLE_DEFINITION)) variables.add(node.name.value);
    },
  });
  const pruned = visit(document, {
    FragmentSpread: (node) =>
      document.definitions.some((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === node.name.value) ? undefined : null,
    FragmentDefinition: (node) => (spreads.has(node.name.value) ? undefined : null),
    VariableDefinition: (node) => (variables.has(node.variable.name.value) ? undefined : null),
  });
  // A fragment dropped may have been the only user of another: repeat until nothing changes.
  return print(pruned) === print(document) ? pruned : withoutUnused(pruned);
}
