/** What the wishlist action (POST /account/wishlist) understands and answers. */
import { intentParser, type IntentAnswer } from "~/lib/forms/intents";

export const WISHLIST_ACTION = "/account/wishlist";

export const WISHLIST_INTENTS = ["toggle", "add", "remove", "clear", "addAllToCart"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];

export const wishlistIntentOf = intentParser(WISHLIST_INTENTS);

export type WishlistActionData = IntentAnswer<WishlistIntent, { added?: boolean; name?: string }>;
