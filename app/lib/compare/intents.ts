/** What the compare action (POST /store/compare) understands and answers. */
import { intentParser, type IntentAnswer } from "~/lib/forms/intents";

export const COMPARE_ACTION = "/store/compare";

export const COMPARE_INTENTS = ["add", "remove"] as const;
export type CompareIntent = (typeof COMPARE_INTENTS)[number];

/** A post without an intent adds (a product tile's button sends none). */
export const compareIntentOf = intentParser(COMPARE_INTENTS, "add");

export type CompareActionData = IntentAnswer<CompareIntent, { name?: string; dropped?: string[] }>;
