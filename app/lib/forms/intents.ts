/**
 * The `intent` field of the shop's multi-purpose actions (cart, wishlist, compare): which of its
 * intents a post asks for, and what the action answers a fetcher (a plain post gets a redirect).
 */

/**
 * A parser for the posted `intent`: one of `intents`, else null; `whenAbsent` for a post that sends
 * none (a product tile's add to cart and add to compare, decision 214).
 */
export function intentParser<Intent extends string>(intents: readonly Intent[], whenAbsent?: Intent) {
  return (value: FormDataEntryValue | null): Intent | null =>
    value === null
      ? (whenAbsent ?? null)
      : typeof value === "string" && (intents as readonly string[]).includes(value)
        ? (value as Intent)
        : null;
}

/** What such an action answers a fetcher: done (with what the intent tells), or refused with the message. */
export type IntentAnswer<Intent extends string, Done = unknown, Refused = unknown> =
  ({ ok: true; intent: Intent } & Done) | ({ ok: false; intent: Intent | null; error: string } & Refused);
