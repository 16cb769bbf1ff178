import type { RestRoutes } from "./types";

export const couponRoutes: RestRoutes = {};
