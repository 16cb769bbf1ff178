import { defineConfig } from "vite";

/**
 * Builds the production server (server/index.ts) into build/server.js, next to Remix's
 * build/server and build/client. Dependencies stay external (installed with npm ci --omit=dev).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/index.ts",
    outDir: process.env.BUILD_DIR ?? "build",
    emptyOutDir: false,
    target: "node20",
    minify: false,
    rollupOptions: { output: { entryFileNames: "server.js", format: "es" } },
  },
});
