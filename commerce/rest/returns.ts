import type { RestRoutes } from "./types";

export const returnsRoutes: RestRoutes = {};
