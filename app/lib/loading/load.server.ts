/**
 * Loading a page's own data (a product, a post, an information page): an API that cannot be
 * reached is a 503 for the whole page; any other failure (a GraphQL error for an id the store does
 * not know, say) is logged and the item counts as not there, which is a 404, never a 500.
 */
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { notFound, throwApiFailure } from "~/lib/http.server";

export async function loadOrNotFound<T>(what: string, load: Promise<T>, notFoundText?: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof CommerceApiError && (error.unavailable || error.kind === "aborted")) {
      // The page's 503 says why in the log (a timeout, the store's 5xx); a visitor who left is not news.
      if (error.kind !== "aborted") logApiError(what, error);
      throwApiFailure(error);
    }
    logApiError(what, error);
    notFound(notFoundText);
  }
}
