import { resolve } from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { shellChunks } from "./tools/vite/shell-chunks";
import { shortIdentifiers } from "./tools/vite/short-identifiers";
import { sourceModuleUrls } from "./tools/vite/source-module-urls";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** BUILD_DIR lets parallel builds (e.g. several test runs) keep apart; the default is build/. */
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle stays one file: its modules find data files relative to build/server/index.js.
  // The browser's: what every page of a layout loads anyway travels as one file (decision 181),
  // minified by terser as ES modules in three passes, ~4 KB gzip less a page than esbuild (decision 212).
  build: isSsrBuild
    ? { rollupOptions: { output: { inlineDynamicImports: true } } }
    : {
        rollupOptions: { output: { manualChunks: shellChunks() } },
        minify: "terser" as const,
        terserOptions: { module: true, ecma: 2020 as const, compress: { passes: 3 } },
      },
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [
    remix({
      buildDirectory,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    // Production class and custom property names of a few characters (decision 206); the development
    // server keeps the readable debug names.
    vanillaExtractPlugin(command === "build" ? { identifiers: shortIdentifiers(process.cwd()) } : {}),
    tsconfigPaths(),
    sourceModuleUrls(resolve(buildDirectory, "server")),
  ],
  // The embedded API runs on the server only; PGlite ships WASM that Vite must not pre-bundle.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "bcryptjs"] },
}));
