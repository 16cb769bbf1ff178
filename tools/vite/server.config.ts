import { resolve } from "node:path";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { sourceModuleUrls } from "./source-module-urls";

const outDir = process.env.BUILD_DIR ?? "build";

/**
 * Builds the production server next to Remix's build/server and build/client: build/server.js
 * (the supervisor and the web processes, server/index.ts) and build/api.js (the embedded API's own
 * process, server/api-server.ts). Dependencies stay external (installed with npm ci --omit=dev).
 */
export default defineConfig({
  publicDir: false,
  plugins: [tsconfigPaths(), sourceModuleUrls(outDir)],
  build: {
    ssr: true,
    outDir,
    emptyOutDir: false,
    target: "node20",
    minify: false,
    rollupOptions: {
      input: { server: resolve("server/index.ts"), api: resolve("server/api-server.ts") },
      output: { entryFileNames: "[name].js", chunkFileNames: "server-chunks/[name]-[hash].js", format: "es" },
    },
  },
});
