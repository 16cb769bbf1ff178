/**
 * A PHP store with "Display errors" on (OpenCart's default) prints PHP 8's deprecation notices
 * before every JSON answer. The answer itself is intact after them: read it, and tell the operator
 * once per process to turn the display off (docs/decisions/224-php-notices-before-json.md).
 */

/** What PHP prints for a notice, in HTML (`<br />\n<b>Deprecated</b>:`) or text (`Deprecated:`). */
const PHP_NOTICE = /^\s*(?:<br\s*\/?>\s*)?(?:<b>)?(?:Deprecated|Notice|Warning|Strict Standards|User Deprecated)(?:<\/b>)?:/i;
/** Candidates tried before giving up: a page of notices, not a whole HTML page. */
const MAX_CANDIDATES = 500;

export const DISPLAY_ERRORS_WARNING =
  '[commerce api] The store prints PHP notices before its answers. Turn "Display errors" off in its settings ' +
  "(OpenCart: System › Settings › Server › Display Errors: No); the storefront reads past them meanwhile.";

let warned = false;

/**
 * The JSON document after PHP's notices in `text`, or null when `text` does not start with a
 * notice or no valid JSON follows (then it is read as it is).
 */
export function jsonAfterPhpNotices(text: string): string | null {
  if (!PHP_NOTICE.test(text)) return null;
  let candidates = 0;
  for (let index = text.search(/[{[]/); index !== -1 && candidates < MAX_CANDIDATES; candidates++) {
    const rest = text.slice(index);
    try {
      JSON.parse(rest);
      if (!warned) {
        warned = true;
        console.warn(DISPLAY_ERRORS_WARNING);
      }
      return rest;
    } catch {
      const next = rest.slice(1).search(/[{[]/);
      index = next === -1 ? -1 : index + 1 + next;
    }
  }
  return null;
}

/** The body as it should be read: the JSON after the notices, if the store printed some. */
export function withoutPhpNotices(text: string): string {
  return jsonAfterPhpNotices(text) ?? text;
}

/** `response` with a readable JSON body when the store printed notices before it (else an equal copy). */
export async function responseWithoutPhpNotices(response: Response): Promise<Response> {
  if (response.body === null) return response;
  const text = await response.text();
  const json = jsonAfterPhpNotices(text);
  const headers = new Headers(response.headers);
  // PHP sent its default text/html once the notices started the output.
  if (json !== null) headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(json ?? text, { status: response.status, statusText: response.statusText, headers });
}

/** Tests: warn again. */
export function resetPhpNoticeWarning(): void {
  warned = false;
}
