import { type LoaderFunctionArgs, data } from "@remix-run/node";
import type { HomeTabData } from "~/components/home/SelectedForYou";
import { logApiError } from "~/lib/api/client.server";
import { loadCategoryLinks } from "~/lib/catalog/category-links.server";
import { loadHomeTab } from "~/lib/home/home-page.server";
import { homeTabsFor, resolveHomeTab } from "~/lib/home/tabs";

/**
 * One 'Selected for you' tab's products, for switching tabs in place with JavaScript (the page
 * itself renders a tab from `/?tab=`). Prices are in the shopper's currency: private to them.
 * A failure answers an empty tab rather than an error, so the home page never breaks over it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tabs = homeTabsFor(await loadCategoryLinks(context.shopper.api));
  const tab = resolveHomeTab(new URL(request.url).searchParams.get("tab"), tabs);
  const headers = { "Cache-Control": "private, max-age=60" };
  if (!tab) return data<HomeTabData>({ tab: "", products: [] }, { headers });
  try {
    return data<HomeTabData>({ tab: tab.slug, products: await loadHomeTab(context, tab) }, { headers });
  } catch (error) {
    logApiError(`home tab ${tab.slug}`, error);
    return data<HomeTabData>({ tab: tab.slug, products: [] }, { headers: { "Cache-Control": "no-store" } });
  }
}
