/**
 * An information page by id or SEO keyword (`/page/{id}`, `/common/page/{id|keyword}` and keyword
 * URLs such as /privacy): title, the store's HTML sanitised on the server, and its meta.
 */
import type { CommerceClient } from "~/lib/api/client.server";
import { notFound } from "~/lib/http.server";
import { loadOrNotFound } from "~/lib/loading/load.server";
import { sanitizeContent } from "~/lib/sanitize.server";
import { itemPath } from "~/lib/seo/rules";
import type { StoreMeta } from "./meta";
import { InformationPageDocument } from "./queries.server";

export interface InformationPageData {
  title: string;
  html: string;
  meta: StoreMeta | null;
  /** The page's keyword URL (/privacy), or its id route. */
  canonicalPath: string;
}

export async function loadInformationPage(api: CommerceClient, idOrKeyword: string): Promise<InformationPageData> {
  const { page } = await loadOrNotFound(`page ${idOrKeyword}`, api.request(InformationPageDocument, { id: idOrKeyword }));
  if (!page?.id) notFound();
  return {
    title: page.name ?? "",
    html: sanitizeContent(page.description),
    meta: page.meta,
    canonicalPath: itemPath(page.url, `/page/${page.id}`),
  };
}
