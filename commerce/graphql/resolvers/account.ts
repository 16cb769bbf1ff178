import type { Resolvers } from "../types";

/** Resolvers for this area (filled in by its module). */
export const accountResolvers: Resolvers = {};
