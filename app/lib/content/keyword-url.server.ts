/**
 * Keyword URLs (docs/decisions/044): any path no route claims is asked of the store with
 * `searchUrl`, which names the item's type and id. An unreachable API is a 503; a GraphQL error
 * while resolving counts as not found and is logged.
 */
import { logApiError, type CommerceClient } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { throwApiFailure } from "~/lib/http.server";
import { ResolveUrlDocument } from "./queries.server";

export interface ResolvedUrl {
  type: string;
  id: string;
}

export async function resolveKeywordUrl(api: CommerceClient, pathname: string): Promise<ResolvedUrl | null> {
  try {
    const { searchUrl } = await api.request(ResolveUrlDocument, { url: pathname });
    return searchUrl?.id && searchUrl.type ? { type: searchUrl.type, id: searchUrl.id } : null;
  } catch (error) {
    if (error instanceof CommerceApiError && (error.unavailable || error.kind === "aborted")) throwApiFailure(error);
    logApiError(`searchUrl ${pathname}`, error);
    return null;
  }
}
