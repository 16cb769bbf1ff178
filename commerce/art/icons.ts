/** Line icons: the frame shapes of the shape menu, the language flag, and the missing-image placeholder. */
import { studioBackdrop } from "./frame";
import { findShape } from "./shapes";
import { num, smoothPath, svgDocument, type Point } from "./svg";

const LINE = "#2a2622";

/** Both lenses of a shape and the bridge, as outlines fitted into a box (flat front view). */
export function shapeOutline(
  shapeKey: string,
  box: { x: number; y: number; width: number; height: number },
  strokeWidth: number,
  color = LINE,
): string {
  const outline = findShape(shapeKey)!.outline();
  const us = outline.map((p) => p[0]);
  const vs = outline.map((p) => p[1]);
  const [minU, maxU, minV, maxV] = [Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)];
  const bridge = 16;
  const lensWidth = maxU - minU;
  const total = lensWidth * 2 + bridge;
  const k = Math.min(box.width / total, box.height / (maxV - minV));
  const left = box.x + (box.width - total * k) / 2;
  const top = box.y + (box.height - (maxV - minV) * k) / 2;
  const lens = (side: number): Point[] =>
    outline.map(([u, v]) => {
      const x = side > 0 ? lensWidth + bridge + (u - minU) : lensWidth - (u - minU);
      return [left + x * k, top + (maxV - v) * k];
    });
  const bridgeY = top + (maxV - minV) * 0.3 * k;
  const bridgeLeft = left + lensWidth * k;
  const bridgeRight = bridgeLeft + bridge * k;
  const style = `fill="none" stroke="${color}" stroke-width="${num(strokeWidth)}" stroke-linejoin="round" stroke-linecap="round"`;
  return (
    `<path d="${smoothPath(lens(-1), true)}" ${style}/><path d="${smoothPath(lens(1), true)}" ${style}/>` +
    `<path d="M${num(bridgeLeft)} ${num(bridgeY)}Q${num((bridgeLeft + bridgeRight) / 2)} ${num(bridgeY - 5 * k)} ${num(bridgeRight)} ${num(bridgeY)}" ${style}/>`
  );
}

/** The shape menu's icon: a clean line drawing of the shape, 240 by 120, transparent. */
export function shapeIcon(shapeKey: string): string | null {
  const shape = findShape(shapeKey);
  if (!shape) return null;
  return svgDocument({
    width: 240,
    height: 120,
    title: `${shape.name} frames`,
    body: shapeOutline(shapeKey, { x: 14, y: 18, width: 212, height: 84 }, 4.5),
  });
}

/** Shown where a product has no picture. */
export function placeholderImage(): string {
  return svgDocument({
    width: 800,
    height: 600,
    title: "No image available",
    defs: studioBackdrop("studio"),
    body: `<rect width="800" height="600" fill="url(#studio)"/>${shapeOutline("wayfarer", { x: 220, y: 220, width: 360, height: 160 }, 6, "#c9c1b5")}`,
  });
}

/** The language switcher's flag: the United States, simplified to read well at 24 pixels. */
export function flagImage(code: string): string | null {
  if (code !== "us") return null;
  const stripes = Array.from({ length: 13 }, (_, i) =>
    i % 2 === 0 ? `<rect y="${num((i * 20) / 13)}" width="38" height="${num(20 / 13 + 0.02)}" fill="#b22234"/>` : "",
  ).join("");
  const stars: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6 - (row % 2); col++)
      stars.push(`<circle cx="${num(1.3 + col * 2.5 + (row % 2) * 1.25)}" cy="${num(1.2 + row * 2.2)}" r="0.45" fill="#ffffff"/>`);
  }
  return svgDocument({
    width: 38,
    height: 20,
    title: "United States",
    body: `<rect width="38" height="20" fill="#ffffff"/>${stripes}<rect width="15.2" height="10.77" fill="#3c3b6e"/>${stars.join("")}`,
  });
}
