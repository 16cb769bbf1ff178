/** What the compare action (POST /store/compare) understands and answers. */
export const COMPARE_ACTION = "/store/compare";

export const COMPARE_INTENTS = ["add", "remove"] as const;
export type CompareIntent = (typeof COMPARE_INTENTS)[number];

export function compareIntentOf(value: FormDataEntryValue | null): CompareIntent | null {
  return typeof value === "string" && (COMPARE_INTENTS as readonly string[]).includes(value) ? (value as CompareIntent) : null;
}

export type CompareActionData =
  { ok: true; intent: CompareIntent; name?: string } | { ok: false; intent: CompareIntent | null; error: string };
