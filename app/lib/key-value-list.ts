/** Settings written as `key=value,key=value` (STORE_CATEGORY_IDS, FOOTER_PAGE_IDS): their entries, trimmed. */
export function keyValueEntries(text: string | undefined, example: string): { key: string; value: string }[] {
  const entries: { key: string; value: string }[] = [];
  for (const entry of (text ?? "").split(",")) {
    if (entry.trim() === "") continue;
    const [rawKey = "", rawValue, ...rest] = entry.split("=");
    if (rawValue === undefined || rest.length) throw new Error(`"${entry.trim()}" is not ${example}`);
    entries.push({ key: rawKey.trim(), value: rawValue.trim() });
  }
  return entries;
}
