/** What the wishlist action (POST /account/wishlist) understands and answers. */
export const WISHLIST_ACTION = "/account/wishlist";

export const WISHLIST_INTENTS = ["toggle", "remove", "clear", "addAllToCart"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];

export function wishlistIntentOf(value: FormDataEntryValue | null): WishlistIntent | null {
  return typeof value === "string" && (WISHLIST_INTENTS as readonly string[]).includes(value) ? (value as WishlistIntent) : null;
}

export type WishlistActionData =
  { ok: true; intent: WishlistIntent; added?: boolean; name?: string } | { ok: false; intent: WishlistIntent | null; error: string };
