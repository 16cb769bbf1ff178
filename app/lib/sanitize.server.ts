/**
 * Store content (information pages) is HTML written in the shop's admin: keep formatting, drop
 * anything active. No `id` or `name`: an element named like a global (`<a id="config">`) would
 * shadow the page's own scripts' variables (DOM clobbering); docs/decisions/135-safe-urls.md.
 */
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "figure", "figcaption"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "width", "height", "loading"],
    a: ["href", "target", "rel", "title"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    // Links opening elsewhere must not hand this page to the opener.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

export function sanitizeContent(html: string | null | undefined): string {
  return sanitizeHtml(html ?? "", options);
}
