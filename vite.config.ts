import { relative, resolve, sep } from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const projectRoot = resolve(".");
/** BUILD_DIR lets parallel builds (e.g. several test runs) keep apart; the default is build/. */
const buildDirectory = process.env.BUILD_DIR ?? "build";
const serverBuildDir = resolve(buildDirectory, "server");

/**
 * Server code reads files next to its own module (the embedded API's schema SDL and SQL
 * migrations, via `import.meta.url`). Bundled into build/server/index.js that URL would point into
 * build/; this keeps it pointing at the source file, relative to the bundle, so the project
 * directory can still be moved or copied (the Dockerfile copies commerce/ for this reason).
 */
function sourceModuleUrls(): Plugin {
  return {
    name: "lumen:source-module-urls",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !code.includes("import.meta.url")) return null;
      const [file = id] = id.split("?");
      if (!file.startsWith(projectRoot + sep) || file.includes(`${sep}node_modules${sep}`)) return null;
      const fromBundle = relative(serverBuildDir, file).split(sep).join("/");
      return { code: code.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), map: null };
    },
  };
}

export default defineConfig({
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
    vanillaExtractPlugin(),
    tsconfigPaths(),
    sourceModuleUrls(),
  ],
  // The embedded API runs on the server only; PGlite ships WASM that Vite must not pre-bundle.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "bcryptjs"] },
});
