/**
 * A Vite plugin for the production builds. The embedded API reads files next to its own modules
 * (its schema SDL and SQL migrations, via `import.meta.url`). Bundled, that URL would point into
 * build/; this keeps it pointing at the source file, relative to the bundle, so the project
 * directory can still be moved or copied (the Dockerfile copies commerce/ for this reason).
 */
import { relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

export function sourceModuleUrls(bundleDir: string): Plugin {
  const sourceRoot = resolve("commerce");
  const bundleDirectory = resolve(bundleDir);
  return {
    name: "lumen:source-module-urls",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !code.includes("import.meta.url")) return null;
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(sourceRoot + sep)) return null;
      const fromBundle = relative(bundleDirectory, file).split(sep).join("/");
      return { code: code.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), map: null };
    },
  };
}
