/** Store content (information pages) is HTML written in the shop's admin: keep formatting, drop anything active. */
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "figure", "figcaption"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "width", "height", "loading"],
    a: ["href", "name", "target", "rel", "title"],
    "*": ["id"],
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
