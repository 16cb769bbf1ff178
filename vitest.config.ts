import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the Remix plugin must not run under Vitest.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/api/global-setup.ts"],
    // The routes' declared cache kinds, as the build would have them (decision 266).
    setupFiles: ["tests/unit/route-table.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default leaves a core idle (cores − 1: one file at a time on two cores); the API
    // tests wait on their database as much as they compute. Two at once: 212 s → 153 s.
    maxWorkers: availableParallelism(),
  },
});
