/**
 * The items this shopper has reviewed: the store takes one review per shopper and item
 * (docs/decisions/241-one-review-per-shopper-and-item.md), so their pages say so instead of
 * offering a form the store would refuse. Kept in the storefront's session, the last few only.
 */
import { shopperState } from "~/lib/shopper-state/shopper-state.server";
import type { Shopper } from "~/lib/shopper.server";

export type ReviewedKind = "product" | "post";

/** Enough for a browsing session; the store refuses an older one's second review all the same. */
const KEPT = 50;

const keyOf = (kind: ReviewedKind, id: string) => `${kind}:${id}`;

export function rememberReviewed(shopper: Shopper, kind: ReviewedKind, id: string): void {
  const key = keyOf(kind, id);
  const kept = (shopper.getValue("reviewed") ?? []).filter((entry) => entry !== key);
  shopper.setValue("reviewed", [...kept, key].slice(-KEPT));
}

export function hasReviewed(shopper: Shopper, kind: ReviewedKind, id: string): boolean {
  return (shopper.getValue("reviewed") ?? []).includes(keyOf(kind, id));
}

/** The review form's name field takes 32 characters (docs/product/content-and-forms.md#validation). */
const AUTHOR_MAX = 32;

/**
 * The signed-in customer's name, to fill a new review's "Author name" with (they may change it);
 * "" for a guest. Read from the shopper's state, which the page's shell asks for anyway.
 */
export async function reviewAuthor(shopper: Shopper): Promise<string> {
  const state = await shopperState(shopper).catch(() => null);
  const logged = state?.accountCheckLogged;
  if (!logged?.status || !logged.customer) return "";
  const name = [logged.customer.firstName, logged.customer.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return name.length <= AUTHOR_MAX ? name : (logged.customer.firstName?.trim() ?? "").slice(0, AUTHOR_MAX);
}
