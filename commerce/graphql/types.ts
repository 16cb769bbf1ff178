import type { GraphQLResolveInfo } from "graphql";
import type { ApiContext } from "./context";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the domain layer has yet to type these rows
export type Resolver = (parent: any, args: any, context: ApiContext, info: GraphQLResolveInfo) => unknown;
export type Resolvers = Record<string, Record<string, Resolver>>;
