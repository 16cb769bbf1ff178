import type { MetaDescriptor } from "@remix-run/node";
import { pageTitle } from "~/lib/store-config";

/** Account pages have a browser title and are kept out of search engines (they are per shopper). */
export function accountMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}
