/** The image route: serves the artwork of commerce/art by path, from memory after the first request. */
import { renderImage } from "@commerce/art/index";

// The drawing is a pure function of the path: repeat requests (listing pages) are served from memory.
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

function cachedImage(pathname: string): string | null {
  const hit = cache.get(pathname);
  if (hit !== undefined) return hit;
  const svg = renderImage(pathname);
  if (svg === null) return null;
  const oldest = cache.keys().next();
  if (cache.size >= CACHE_LIMIT && !oldest.done) cache.delete(oldest.value);
  cache.set(pathname, svg);
  return svg;
}

/** GET /api/image/…: the drawing for the path, cached for a year (a path never changes its picture). */
export async function handleImage(request: Request): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url).pathname);
  } catch {
    pathname = "";
  }
  const svg = cachedImage(pathname);
  if (svg === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(request.method === "HEAD" ? null : svg, {
    status: 200,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      // Drawings carry no scripts; the policy keeps it that way if an image is opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
