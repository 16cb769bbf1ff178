/**
 * A page's head arrives ready-made in its loader's data: built on the server (`app/lib/pages/page-heads.server.ts`,
 * decision 199), so the rules and builders of crawlers' tags are not in the browser's JavaScript.
 * A route's `meta` hands it to Remix, on the first load and after every navigation alike.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { pageTitle } from "~/lib/store-config";

/** Loader data that carries its page's head. */
export interface WithHead {
  head: MetaDescriptor[];
}

/** The head a loader built (the loader data's type went through serialisation: the same tags). */
export const headOf = (data: { head: unknown[] }): MetaDescriptor[] => data.head as MetaDescriptor[];

/** Pages of a shopper's own data (cart, checkout, account, compare, wishlist) and error pages: never indexed. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}
