/**
 * The generated SVG artwork under /api/image/...: product photos, banners, brand marks, shape
 * icons and illustrations, each drawn from its path alone (see ./paths.ts). http/images.ts serves it.
 */
import { bannerImage } from "./banners";
import { brandMark } from "./brands";
import { frameImage, parseFrameSpec } from "./frame";
import { flagImage, placeholderImage, shapeIcon } from "./icons";
import { IMAGE_ROOT } from "./paths";
import { blogImage, categoryImage, locationImage } from "./scenes";

type Draw = (segments: string[]) => string | null;

/** Numbered illustrations exist for 1 to 999. */
const withNumber = (text: string, draw: (n: number) => string) => (/^[1-9]\d{0,2}$/.test(text) ? draw(Number(text)) : null);

/** Path shapes after /api/image/, without the .svg suffix, by their first segment (a missing segment reads as ""). */
const routes: Record<string, { segments: number; draw: Draw }> = {
  frame: {
    segments: 5,
    draw: ([shape = "", build = "", color = "", lens = "", angle = ""]) => {
      const spec = parseFrameSpec({ shape, build, color, lens, angle });
      return spec && frameImage(spec);
    },
  },
  category: {
    segments: 4,
    draw: ([shape = "", build = "", color = "", lens = ""]) => {
      const spec = parseFrameSpec({ shape, build, color, lens, angle: "angle" });
      return spec && categoryImage(spec);
    },
  },
  shape: { segments: 1, draw: ([shape = ""]) => shapeIcon(shape) },
  brand: { segments: 1, draw: ([slug = ""]) => brandMark(slug) },
  banner: { segments: 1, draw: ([name = ""]) => bannerImage(name) },
  blog: { segments: 1, draw: ([n = ""]) => withNumber(n, blogImage) },
  location: { segments: 1, draw: ([n = ""]) => withNumber(n, locationImage) },
  flag: { segments: 1, draw: ([code = ""]) => flagImage(code) },
  placeholder: { segments: 0, draw: () => placeholderImage() },
};

/** Draws the SVG for an image path, or null when the path names no drawing. */
export function renderImage(pathname: string): string | null {
  if (!pathname.startsWith(`${IMAGE_ROOT}/`) || !pathname.endsWith(".svg")) return null;
  const [kind = "", ...segments] = pathname.slice(IMAGE_ROOT.length + 1, -".svg".length).split("/");
  const route = Object.hasOwn(routes, kind) ? routes[kind] : undefined;
  if (!route || segments.length !== route.segments) return null;
  return route.draw(segments);
}
