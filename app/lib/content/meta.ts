/** Browser title, description and keywords of a page from the store's meta (docs/product/content-and-forms.md). */
import type { MetaDescriptor } from "@remix-run/react";
import type { MetaFieldsFragment } from "~/lib/api/generated/graphql";
import { pageTitle } from "~/lib/store-config";

export type StoreMeta = MetaFieldsFragment;

/**
 * The store's meta title is a finished browser title ("About Us | Lumen Optics"): used as it is.
 * Without one, the item's name followed by the shop's.
 */
export function storeMetaTags(meta: StoreMeta | null | undefined, name: string): MetaDescriptor[] {
  return [
    { title: meta?.title?.trim() || pageTitle(name) },
    ...(meta?.description ? [{ name: "description", content: meta.description }] : []),
    ...(meta?.keyword ? [{ name: "keywords", content: meta.keyword }] : []),
  ];
}
