/**
 * Keyword URLs (docs/decisions/044): any path no route claims is asked of the store with
 * `searchUrl`, which names the item's type and id. An unreachable API is a 503; a GraphQL error
 * while resolving counts as not found and is logged. Answers, "no such keyword" included, are kept
 * five minutes per language (docs/decisions/125), so a bot walking unknown paths costs no API call
 * after the first; an answer that came with an error is not kept. An address `searchUrl` does not
 * resolve may still be one of the store's pages (a WordPress slug, decision 371).
 */
import type { AppLoadContext } from "@remix-run/node";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { throwApiFailure } from "~/lib/http.server";
import { shopperAnswer } from "~/lib/loading/catalog-cache.server";
import { ResolveUrlDocument } from "./queries.server";
import { storePageAt } from "./store-pages.server";

/** Longer paths (no real keyword is this long) are answered but not kept, bounding the cache's bytes. */
const MAX_CACHED_PATH = 256;

export interface ResolvedUrl {
  type: string;
  id: string;
}

export async function resolveKeywordUrl(context: AppLoadContext, pathname: string): Promise<ResolvedUrl | null> {
  const answer = await shopperAnswer(
    context,
    "keyword",
    pathname,
    async () => {
      try {
        const { searchUrl } = await context.shopper.api.request(ResolveUrlDocument, { url: pathname });
        if (searchUrl?.id && searchUrl.type) return { resolved: { type: searchUrl.type, id: searchUrl.id }, answered: true };
        // WordPress's searchUrl knows no page (`/lens-care` → no id): its pages by their slugs (decision 371).
        const page = await storePageAt(context.shopper.api, pathname);
        return { resolved: page ? { type: "page", id: page } : null, answered: true };
      } catch (error) {
        if (error instanceof CommerceApiError && (error.unavailable || error.kind === "aborted")) throwApiFailure(error);
        logApiError(`searchUrl ${pathname}`, error);
        return { resolved: null, answered: false };
      }
    },
    { keep: (answer) => answer.answered && pathname.length <= MAX_CACHED_PATH, by: "language" },
  );
  return answer.resolved;
}
