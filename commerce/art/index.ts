/**
 * Serves the generated SVG artwork under /api/image/...: product photos, banners, brand marks,
 * shape icons and illustrations, each drawn from its path alone (see ./paths.ts).
 */
import type { Database } from "@commerce/db/index";
import { bannerImage } from "./banners";
import { brandMark } from "./brands";
import { frameImage, parseFrameSpec } from "./frame";
import { flagImage, placeholderImage, shapeIcon } from "./icons";
import { IMAGE_ROOT } from "./paths";
import { blogImage, categoryImage, locationImage } from "./scenes";

type Draw = (segments: string[]) => string | null;

/** Numbered illustrations exist for 1 to 999. */
const withNumber = (text: string, draw: (n: number) => string) => (/^[1-9]\d{0,2}$/.test(text) ? draw(Number(text)) : null);

/** Path shapes after /api/image/, without the .svg suffix, by their first segment. */
const routes: Record<string, { segments: number; draw: Draw }> = {
  frame: {
    segments: 5,
    draw: ([shape, build, color, lens, angle]) => {
      const spec = parseFrameSpec({ shape, build, color, lens, angle });
      return spec && frameImage(spec);
    },
  },
  category: {
    segments: 4,
    draw: ([shape, build, color, lens]) => {
      const spec = parseFrameSpec({ shape, build, color, lens, angle: "angle" });
      return spec && categoryImage(spec);
    },
  },
  shape: { segments: 1, draw: ([shape]) => shapeIcon(shape) },
  brand: { segments: 1, draw: ([slug]) => brandMark(slug) },
  banner: { segments: 1, draw: ([name]) => bannerImage(name) },
  blog: { segments: 1, draw: ([n]) => withNumber(n, blogImage) },
  location: { segments: 1, draw: ([n]) => withNumber(n, locationImage) },
  flag: { segments: 1, draw: ([code]) => flagImage(code) },
  placeholder: { segments: 0, draw: () => placeholderImage() },
};

/** Draws the SVG for an image path, or null when the path names no drawing. */
export function renderImage(pathname: string): string | null {
  if (!pathname.startsWith(`${IMAGE_ROOT}/`) || !pathname.endsWith(".svg")) return null;
  const [kind, ...segments] = pathname.slice(IMAGE_ROOT.length + 1, -".svg".length).split("/");
  const route = Object.hasOwn(routes, kind) ? routes[kind] : undefined;
  if (!route || segments.length !== route.segments) return null;
  return route.draw(segments);
}

// The drawing is a pure function of the path: repeat requests (listing pages) are served from memory.
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

function cachedImage(pathname: string): string | null {
  const hit = cache.get(pathname);
  if (hit !== undefined) return hit;
  const svg = renderImage(pathname);
  if (svg === null) return null;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(pathname, svg);
  return svg;
}

export async function handleImage(request: Request, _db: Database): Promise<Response> {
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
