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
  // A Location header carries bytes, not text: a character above U+00FF would make the redirect
  // itself throw (a 500). The URL parser percent-encodes it as a browser would.
  const url = URL.parse(target, SITE);
  if (!url || url.origin !== SITE) return fallback;
  return url.pathname + url.search + url.hash;
}

const SITE = "http://shop.invalid";

/**
 * Where a plain form post returns: its `redirectTo` field, else the page it was posted from (the
 * Referer's path, which browsers send on a same-origin post under the shop's referrer policy), else
 * `fallback`. A product tile's form sends no way back of its own (decision 214).
 */
export function wayBack(request: Request, form: FormData, fallback: string): string {
  const field = form.get("redirectTo");
  if (field !== null) return safeRedirect(field, fallback);
  const referer = URL.parse(request.headers.get("Referer") ?? "");
  return referer ? safeRedirect(referer.pathname + referer.search, fallback) : fallback;
}
