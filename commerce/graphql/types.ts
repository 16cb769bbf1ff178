import type { GraphQLResolveInfo } from "graphql";
import type { ApiContext } from "./context";

export type Resolver = (parent: any, args: any, context: ApiContext, info: GraphQLResolveInfo) => unknown;
export type Resolvers = Record<string, Record<string, Resolver>>;
