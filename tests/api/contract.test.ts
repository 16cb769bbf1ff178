/**
 * The served schema keeps the VueFront contract: every contract type, field, argument, default,
 * input field and enum value is there with the same type. Read over HTTP by introspection, as a
 * client would; the store's additions are listed (and must be documented) but never fail the check.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  astFromValue,
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const repoContractPath = join(repoRoot, "commerce", "schema", "contract.graphql");
/** CI checks the repository out with the shared folder beside it. */
const sharedContractPath = join(repoRoot, "..", "shared", "contract", "vuefront.graphql");

const repoContractSdl = readFileSync(repoContractPath, "utf8");

interface SchemaComparison {
  /** Contract elements missing or changed in the served schema. */
  problems: string[];
  /** Served elements the contract lacks: the store's extensions. */
  extensions: string[];
}

/** A default value as GraphQL source text ("" when there is none), comparable across both schema builders. */
function printedDefault(input: GraphQLArgument | GraphQLInputField): string {
  if (input.defaultValue === undefined) return "";
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? print(ast) : "null";
}

/** Compares contract arguments or input fields with the served ones; `where` names their owner. */
function compareInputs(
  where: string,
  contract: readonly (GraphQLArgument | GraphQLInputField)[],
  served: readonly (GraphQLArgument | GraphQLInputField)[],
  result: SchemaComparison,
) {
  const servedByName = new Map(served.map((input) => [input.name, input]));
  for (const expected of contract) {
    const actual = servedByName.get(expected.name);
    const name = `${where}(${expected.name})`;
    if (!actual) result.problems.push(`${name} is missing`);
    else if (String(actual.type) !== String(expected.type))
      result.problems.push(`${name} is ${actual.type}, the contract says ${expected.type}`);
    else if (printedDefault(actual) !== printedDefault(expected)) {
      result.problems.push(
        `${name} defaults to ${printedDefault(actual) || "nothing"}, the contract says ${printedDefault(expected) || "nothing"}`,
      );
    }
  }
  const contractNames = new Set(contract.map((input) => input.name));
  for (const actual of served) {
    if (contractNames.has(actual.name)) continue;
    // A new required input would break every contract client that does not send it.
    if (isNonNullType(actual.type) && actual.defaultValue === undefined)
      result.problems.push(`${where}(${actual.name}) is a new required input`);
    else result.extensions.push(`${where}(${actual.name})`);
  }
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isUnionType(type)) return "union";
  if (isEnumType(type)) return "enum";
  if (isInputObjectType(type)) return "input";
  return "scalar";
}

const isOwnType = (type: GraphQLNamedType) => !type.name.startsWith("__") && !(isScalarType(type) && isSpecifiedScalarType(type));

/** Everything of `contract` must be in `served` unchanged; what `served` adds is reported as an extension. */
function compareWithContract(contract: GraphQLSchema, served: GraphQLSchema): SchemaComparison {
  const result: SchemaComparison = { problems: [], extensions: [] };
  for (const root of ["getQueryType", "getMutationType", "getSubscriptionType"] as const) {
    if (contract[root]()?.name !== served[root]()?.name)
      result.problems.push(`${root} is ${served[root]()?.name}, the contract says ${contract[root]()?.name}`);
  }

  for (const expected of Object.values(contract.getTypeMap()).filter(isOwnType)) {
    const actual = served.getType(expected.name);
    if (!actual) {
      result.problems.push(`type ${expected.name} is missing`);
      continue;
    }
    if (kindOf(actual) !== kindOf(expected)) {
      result.problems.push(`type ${expected.name} is an ${kindOf(actual)}, the contract says ${kindOf(expected)}`);
      continue;
    }
    if ((isObjectType(expected) || isInterfaceType(expected)) && (isObjectType(actual) || isInterfaceType(actual))) {
      const actualFields = actual.getFields();
      for (const field of Object.values(expected.getFields())) {
        const name = `${expected.name}.${field.name}`;
        const servedField = actualFields[field.name];
        if (!servedField) result.problems.push(`${name} is missing`);
        else if (String(servedField.type) !== String(field.type))
          result.problems.push(`${name} is ${servedField.type}, the contract says ${field.type}`);
        else {
          if ((servedField.deprecationReason ?? null) !== (field.deprecationReason ?? null))
            result.problems.push(`${name} deprecation changed`);
          compareInputs(name, field.args, servedField.args, result);
        }
      }
      for (const field of Object.keys(actualFields)) if (!expected.getFields()[field]) result.extensions.push(`${expected.name}.${field}`);
      const actualInterfaces = new Set(actual.getInterfaces().map((i) => i.name));
      for (const iface of expected.getInterfaces()) {
        if (!actualInterfaces.has(iface.name)) result.problems.push(`${expected.name} no longer implements ${iface.name}`);
      }
    } else if (isInputObjectType(expected) && isInputObjectType(actual)) {
      compareInputs(expected.name, Object.values(expected.getFields()), Object.values(actual.getFields()), result);
    } else if (isEnumType(expected) && isEnumType(actual)) {
      const actualValues = new Set(actual.getValues().map((v) => v.name));
      for (const value of expected.getValues())
        if (!actualValues.has(value.name)) result.problems.push(`${expected.name}.${value.name} is missing`);
    } else if (isUnionType(expected) && isUnionType(actual)) {
      const members = new Set(actual.getTypes().map((t) => t.name));
      for (const member of expected.getTypes())
        if (!members.has(member.name)) result.problems.push(`${expected.name} lost member ${member.name}`);
    }
  }

  for (const type of Object.values(served.getTypeMap()).filter(isOwnType)) {
    if (!contract.getType(type.name)) result.extensions.push(`type ${type.name}`);
  }
  return result;
}

/** Extensions without a description: new types (or each of their fields) and new fields on contract types. */
function undocumentedExtensions(contract: GraphQLSchema, served: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(served.getTypeMap()).filter(isOwnType)) {
    if (!isObjectType(type) && !isInputObjectType(type)) continue;
    const isNewType = !contract.getType(type.name);
    if (isNewType && type.description) continue;
    const contractType = contract.getType(type.name);
    const contractFields = contractType && (isObjectType(contractType) || isInputObjectType(contractType)) ? contractType.getFields() : {};
    for (const field of Object.values(type.getFields())) {
      if (!contractFields[field.name] && !field.description) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

let server: TestApi;
let served: GraphQLSchema;
const contract = buildSchema(repoContractSdl);

beforeAll(async () => {
  server = await startTestApi();
  const shopper = new Shopper(server.url);
  const introspection = await shopper.data<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
  served = buildClientSchema(introspection);
});
afterAll(() => server?.close());

describe("the contract file", () => {
  it.skipIf(!existsSync(sharedContractPath))("is the shared contract verbatim, under one leading comment line", () => {
    const [firstLine, ...rest] = repoContractSdl.split("\n");
    expect(firstLine.startsWith("#")).toBe(true);
    expect(rest.join("\n")).toBe(readFileSync(sharedContractPath, "utf8"));
  });
});

describe("the served schema", () => {
  it("keeps every contract type, field, argument, default and input unchanged", () => {
    const { problems } = compareWithContract(contract, served);
    expect(problems).toEqual([]);
  });

  it("adds the store's documented extensions", () => {
    const { extensions } = compareWithContract(contract, served);
    console.info(`Contract extensions served (${extensions.length}):\n  ${extensions.join("\n  ")}`);
    expect(extensions).toEqual(
      expect.arrayContaining([
        "RootQueryType.productsList(min_price)",
        "RootQueryType.productsList(max_filters)",
        "type FilterRangeInput",
        "Product.low_stock",
        "ProductOption.required",
        "OptionValue.price",
      ]),
    );
  });

  it("documents every extension (commerce/schema/extensions.graphql)", () => {
    expect(undocumentedExtensions(contract, served)).toEqual([]);
  });
});

describe("the comparison itself", () => {
  /** The contract with one edit applied, which must be found in the text (so the edit cannot silently miss). */
  function altered(find: string, replace: string): GraphQLSchema {
    expect(repoContractSdl).toContain(find);
    return buildSchema(repoContractSdl.replace(find, replace));
  }

  it("passes the contract against itself", () => {
    expect(compareWithContract(contract, buildSchema(repoContractSdl)).problems).toEqual([]);
  });

  it("detects a retyped field", () => {
    const { problems } = compareWithContract(
      contract,
      altered("  special: String\n  stock: Boolean", "  special: Float\n  stock: Boolean"),
    );
    expect(problems).toEqual(["Product.special is Float, the contract says String"]);
  });

  it("detects a missing argument and a changed default", () => {
    const { problems } = compareWithContract(
      contract,
      altered('size: Int = 15, sort: String = "sort_order", special: Boolean = false)', 'size: Int = 20, sort: String = "sort_order")'),
    );
    expect(problems).toEqual([
      "RootQueryType.productsList(size) defaults to 20, the contract says 15",
      "RootQueryType.productsList(special) is missing",
    ]);
  });

  it("detects a retyped input field", () => {
    const { problems } = compareWithContract(contract, altered("input CartOption {\n  id: String\n", "input CartOption {\n  id: Int\n"));
    expect(problems).toEqual(["CartOption(id) is Int, the contract says String"]);
  });

  it("detects a missing type", () => {
    const withoutType = repoContractSdl
      .replace(/type productImage \{[^}]*\}/, "")
      .replace("images(limit: Int = 3): [productImage]", "images(limit: Int = 3): [String]");
    expect(withoutType).not.toContain("productImage");
    expect(compareWithContract(contract, buildSchema(withoutType)).problems.sort()).toEqual(
      ["Product.images is [String], the contract says [productImage]", "type productImage is missing"].sort(),
    );
  });

  it("refuses a new required argument on a contract field", () => {
    const { problems } = compareWithContract(
      contract,
      altered("images(limit: Int = 3): [productImage]", "images(limit: Int = 3, width: Int!): [productImage]"),
    );
    expect(problems).toEqual(["Product.images(width) is a new required input"]);
  });

  it("lists additions as extensions, not problems", () => {
    const { problems, extensions } = compareWithContract(contract, altered("type Cart {\n", "type Cart {\n  weight: Float\n"));
    expect(problems).toEqual([]);
    expect(extensions).toEqual(["Cart.weight"]);
  });
});
