/**
 * The items this shopper has reviewed: the store takes one review per shopper and item
 * (docs/decisions/241-one-review-per-shopper-and-item.md), so their pages say so instead of
 * offering a form the store would refuse. Kept in the storefront's session, the last few only.
 */
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
