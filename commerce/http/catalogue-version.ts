/**
 * `GET /api/catalogue-version`: the catalogue's version as plain text, for the storefront's web
 * processes, which ask once a second and let their caches go when it moves
 * (docs/decisions/244-fresh-catalogue.md). No session, one indexed read; never cached.
 */
import type { Queryable } from "@commerce/db/index";
import { catalogueVersion } from "@commerce/domain/catalogue/version";

export const CATALOGUE_VERSION_PATH = "/api/catalogue-version";

export async function catalogueVersionAnswer(db: Queryable): Promise<Response> {
  return new Response(await catalogueVersion(db), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
