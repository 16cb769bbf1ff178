/**
 * Redirect targets that come from the request (a `redirectTo` field, a query parameter) must stay on
 * this site: only paths starting with a single "/" pass, anything else falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to) return fallback;
  const target = to.trim();
  // "//evil.example" and "/\evil.example" are protocol-relative in browsers; control characters
  // can smuggle a scheme past the check.
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(target) || target.includes("\\")) return fallback;
  return target;
}
