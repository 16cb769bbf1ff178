/** Brand wordmarks: typographic marks on a transparent ground, one style per brand (400 by 200). */
import { escapeUTF8 } from "entities";
import { findBrand, type Brand } from "@commerce/demo/brands";
import { fonts, num, svgDocument } from "./svg";

const INK = "#24211d";
const WIDTH = 400;
const HEIGHT = 200;

/**
 * A font size that fits the text into `width`, from the average glyph width of the style
 * (em fractions) and the letter spacing (em): close enough for any of the fonts in the stacks.
 */
function fitSize(text: string, width: number, glyphEm: number, spacingEm: number, max: number): number {
  const ems = text.length * glyphEm + Math.max(0, text.length - 1) * spacingEm;
  return Math.min(max, width / ems);
}

function text(
  content: string,
  options: { x?: number; y: number; size: number; family: string; weight?: number; spacing?: number; italic?: boolean; fill?: string },
): string {
  const { x = WIDTH / 2, y, size, family, weight = 400, spacing = 0, italic = false, fill = INK } = options;
  return (
    `<text x="${num(x)}" y="${num(y)}" text-anchor="middle" font-family="${escapeUTF8(family)}" font-size="${num(size)}" font-weight="${weight}"` +
    `${spacing ? ` letter-spacing="${num(spacing)}"` : ""}${italic ? ` font-style="italic"` : ""} fill="${fill}">${escapeUTF8(content)}</text>`
  );
}

function wordmarkBody(brand: Brand): string {
  const name = brand.name;
  const tagline = brand.tagline.toUpperCase();
  switch (brand.wordmark) {
    case "didone": {
      const caps = name.toUpperCase();
      const size = fitSize(caps, 340, 0.74, 0.18, 46);
      return (
        text(caps, { y: 108, size, family: fonts.didone, spacing: size * 0.18 }) +
        `<line x1="170" x2="230" y1="128" y2="128" stroke="${INK}" stroke-width="1"/>` +
        text(tagline, { y: 150, size: 13, family: fonts.sans, spacing: 5 })
      );
    }
    case "grotesk": {
      const caps = name.toUpperCase();
      const size = fitSize(caps, 340, 0.7, 0.32, 40);
      return (
        text(caps, { y: 110, size, family: fonts.sans, weight: 300, spacing: size * 0.32 }) +
        text(tagline, { y: 144, size: 12, family: fonts.sans, weight: 600, spacing: 4 })
      );
    }
    case "italic": {
      const size = fitSize(name, 330, 0.5, 0, 58);
      return (
        text(name, { y: 112, size, family: fonts.serif, italic: true }) +
        text(tagline, { y: 148, size: 12, family: fonts.sans, spacing: 6 })
      );
    }
    case "stacked": {
      // A two-word name with an ampersand stacks around a rule; otherwise the tagline sits under it.
      const [first, second] = name.includes(" & ") ? [`${name.split(" & ")[0]} &`, name.split(" & ")[1]] : [name, ""];
      const size = fitSize(first.toUpperCase(), 300, 0.72, 0.2, 36);
      const under = second
        ? text(second.toUpperCase(), { y: 118 + size, size, family: fonts.serif, spacing: size * 0.2 })
        : text(tagline, { y: 136, size: 13, family: fonts.sans, spacing: 6 });
      return (
        text(first.toUpperCase(), { y: second ? 86 : 96, size, family: fonts.serif, spacing: size * 0.2 }) +
        `<line x1="120" x2="280" y1="${second ? 104 : 112}" y2="${second ? 104 : 112}" stroke="${INK}" stroke-width="1.2"/>` +
        under
      );
    }
    case "monogram": {
      const initials = name
        .split(/\s+/)
        .map((word) => word[0])
        .join("")
        .slice(0, 2)
        .toUpperCase();
      return (
        `<circle cx="200" cy="74" r="42" fill="none" stroke="${INK}" stroke-width="1.6"/>` +
        text(initials, { y: 89, size: 40, family: fonts.didone, spacing: 2 }) +
        text(name.toUpperCase(), { y: 154, size: fitSize(name, 320, 0.7, 0.3, 22), family: fonts.sans, weight: 500, spacing: 6 }) +
        text(tagline, { y: 178, size: 10, family: fonts.sans, spacing: 4, fill: "#6b645b" })
      );
    }
    case "geometric": {
      const lower = name.toLowerCase();
      const size = fitSize(lower, 330, 0.58, 0.02, 52);
      return (
        text(lower, { y: 112, size, family: fonts.geometric, weight: 700, spacing: size * 0.02 }) +
        `<circle cx="200" cy="140" r="5" fill="#c2703d"/>` +
        text(tagline, { y: 170, size: 12, family: fonts.geometric, spacing: 5 })
      );
    }
  }
}

/** The wordmark of a known brand, or null. */
export function brandMark(slug: string): string | null {
  const brand = findBrand(slug);
  if (!brand) return null;
  return svgDocument({ width: WIDTH, height: HEIGHT, title: `${brand.name} logo`, body: wordmarkBody(brand) });
}
