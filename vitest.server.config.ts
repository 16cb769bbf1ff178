import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Tests of the built production server (`npm run test:server`, after `npm run build`): the whole
 * pipeline over real HTTP, as a visitor or an attacker meets it. Kept apart from the unit and API
 * tests, which need no build.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/server/**/*.test.ts"],
    globalSetup: ["tests/server/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: "forks",
    // One server for all files: they run one after another against it.
    fileParallelism: false,
  },
});
