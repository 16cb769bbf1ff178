/**
 * The unit tests run without a build, so they get the route table the build would have: Remix's
 * own route discovery over app/routes (what its Vite plugin runs), and each route's declared cache
 * kind read from its source, where a route writes it as a literal (app/lib/document/cache-kind.ts).
 * Loading the route modules themselves would load the whole app. The server tests match against
 * the real build (server/app.ts hands its routes over).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
// Remix's route discovery alone: the package's index would load Vite and the compiler too.
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { knowRoutes, type RouteTable } from "~/lib/document/route-kinds.server";

const appDirectory = fileURLToPath(new URL("../../app", import.meta.url));

/** What a route module's source exports, as far as the route table needs it. */
function exportsOf(file: string): { handle?: { cacheKind: string }; default?: true } {
  const source = readFileSync(join(appDirectory, file), "utf8");
  const reExported = /^export \{([^}]*)\} from "\.\/([^"]+)";$/m.exec(source);
  const from =
    reExported && ["tsx", "ts"].map((ext) => `routes/${reExported[2]}.${ext}`).find((name) => existsSync(join(appDirectory, name)));
  const inherited = from ? exportsOf(from) : {};
  const names = reExported?.[1] ?? "";
  const kind = /\bcacheKind: "(\w+)"/.exec(source)?.[1];
  return {
    ...(kind ? { handle: { cacheKind: kind } } : /\bhandle\b/.test(names) && inherited.handle ? { handle: inherited.handle } : {}),
    ...(/^export default /m.test(source) || (/\bdefault\b/.test(names) && inherited.default) ? { default: true } : {}),
  };
}

const discovered: ReturnType<typeof flatRoutes> = { root: { id: "root", path: "", file: "root.tsx" }, ...flatRoutes(appDirectory, []) };
knowRoutes(
  Object.fromEntries(
    Object.values(discovered).map(({ id, parentId, path, index, caseSensitive, file }) => [
      id,
      { id, parentId, path, index, caseSensitive, module: exportsOf(file) },
    ]),
  ) as RouteTable,
);
