import type { RestRoutes } from "./types";

export const catalogRoutes: RestRoutes = {};
