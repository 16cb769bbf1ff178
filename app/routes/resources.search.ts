import { type LoaderFunctionArgs, data } from "@remix-run/node";
import type { SuggestionsData } from "~/components/search/HeaderSearch";
import { logApiError } from "~/lib/api/client.server";
import { normalizeKeyword, SEARCH_DROPDOWN_SIZE } from "~/lib/search/search";
import { searchProducts } from "~/lib/search/search.server";

/**
 * The header search dropdown's data: up to 12 products for `?q=` (trimmed). Prices are in the
 * shopper's currency, so the answer is private. Search errors are only logged (docs/product/catalog.md): the answer
 * then has no products (null), and the dropdown shows nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const keyword = normalizeKeyword(new URL(request.url).searchParams.get("q"));
  if (!keyword) return data<SuggestionsData>({ keyword, products: null, total: 0 });
  try {
    const result = await searchProducts(context.shopper.api, keyword, 1, SEARCH_DROPDOWN_SIZE);
    return data<SuggestionsData>(
      { keyword, products: result.products, total: result.total },
      { headers: { "Cache-Control": "private, max-age=60" } },
    );
  } catch (error) {
    // A shopper typing on aborts the earlier request: that is no error worth a log line.
    if (!request.signal.aborted) logApiError(`search "${keyword}"`, error);
    return data<SuggestionsData>({ keyword, products: null, total: 0 }, { headers: { "Cache-Control": "no-store" } });
  }
}
