/**
 * Editorial banners: a muted colour field, a headline in a fashion serif and a large frame
 * drawing. Home slides are 1600 by 640; promo banners 800 by 450.
 */
import { escapeUTF8 } from "entities";
import { drawFrame, type FrameSpec } from "./frame";
import { fonts, num, svgDocument } from "./svg";

export interface BannerDesign {
  name: string;
  size: "hero" | "promo";
  kicker: string;
  headline: readonly string[];
  subline: string;
  action: string;
  /** Ground colour, accent shape colour, and text colour. */
  ground: readonly [string, string];
  accent: string;
  ink: string;
  frame: FrameSpec;
}

export const bannerDesigns: readonly BannerDesign[] = [
  {
    name: "new-season",
    size: "hero",
    kicker: "New season",
    headline: ["New season", "frames"],
    subline: "Hand-finished acetate in twelve new colours",
    action: "Shop eyeglasses",
    ground: ["#efe7db", "#e4d8c6"],
    accent: "#d7b48f",
    ink: "#2b2520",
    frame: { shape: "round", build: "acetate", color: "tortoise", lens: "clear", angle: "angle" },
  },
  {
    name: "summer-sun",
    size: "hero",
    kicker: "The sun edit",
    headline: ["Made for", "long summers"],
    subline: "Polarized and UV400 lenses on every pair",
    action: "Shop sunglasses",
    ground: ["#2f3b46", "#4a5966"],
    accent: "#c9a45c",
    ink: "#f5efe4",
    frame: { shape: "aviator", build: "metal", color: "gold", lens: "brown", angle: "angle" },
  },
  {
    name: "final-sale",
    size: "hero",
    kicker: "Final sale",
    headline: ["Up to 70% off", "last pairs"],
    subline: "Designer frames at their lowest prices, while they last",
    action: "Shop the sale",
    ground: ["#f1ddd5", "#e8c9be"],
    accent: "#b4564a",
    ink: "#3a1f1b",
    frame: { shape: "cat-eye", build: "acetate", color: "black", lens: "smoke", angle: "front" },
  },
  {
    name: "blue-light",
    size: "promo",
    kicker: "Screen time",
    headline: ["Blue light", "glasses"],
    subline: "From $69, with anti-glare coating",
    action: "Shop blue light",
    ground: ["#dfe5dc", "#ccd6c8"],
    accent: "#7c8f74",
    ink: "#22302a",
    frame: { shape: "rectangle", build: "metal", color: "gunmetal", lens: "bluelight", angle: "angle" },
  },
  {
    name: "titanium",
    size: "promo",
    kicker: "Featherweight",
    headline: ["Pure titanium", "collection"],
    subline: "Rimless frames under 12 grams",
    action: "Discover the brands",
    ground: ["#e6e3ee", "#d3cfe0"],
    accent: "#8a83a6",
    ink: "#24213a",
    frame: { shape: "oval", build: "rimless", color: "silver", lens: "clear", angle: "angle" },
  },
];

export function findBanner(name: string): BannerDesign | undefined {
  return bannerDesigns.find((b) => b.name === name);
}

export function bannerImage(name: string): string | null {
  const design = findBanner(name);
  if (!design) return null;
  const hero = design.size === "hero";
  const [width, height] = hero ? [1600, 640] : [800, 450];
  const s = width / 1600;
  const promo = hero ? 1 : 1.3;
  // Text block on the left, the frame on the right over a large soft circle.
  const textX = hero ? 120 : 56;
  const circle = { cx: hero ? 1120 : 600, cy: height * 0.5, r: height * (hero ? 0.42 : 0.38) };
  const frame = drawFrame(
    design.frame,
    hero ? { x: 760, y: 150, width: 740, height: 330 } : { x: 430, y: 140, width: 345, height: 170 },
    `banner-${design.name}`,
  );
  const unit = s * promo;
  const headlineSize = 84 * unit;
  const lineHeight = headlineSize * 1.08;
  // The text block (kicker, headline, subline, button) is centred vertically.
  const blockHeight = 18 * unit + 28 * unit + headlineSize + lineHeight * (design.headline.length - 1) + 62 * unit + 30 * unit + 50 * unit;
  const kickerY = (height - blockHeight) / 2 + 18 * unit;
  const headlineY = kickerY + 28 * unit + headlineSize * 0.9;
  const sublineY = headlineY + lineHeight * (design.headline.length - 1) + 62 * unit;
  const buttonY = sublineY + 30 * unit;
  const lines = design.headline
    .map((line, i) => `<tspan x="${textX}" dy="${i === 0 ? 0 : num(lineHeight)}">${escapeUTF8(line)}</tspan>`)
    .join("");
  const ink = design.ink;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    `<circle cx="${circle.cx}" cy="${num(circle.cy)}" r="${num(circle.r)}" fill="${design.accent}" fill-opacity="0.28"/>` +
    `<circle cx="${circle.cx}" cy="${num(circle.cy)}" r="${num(circle.r * 1.22)}" fill="none" stroke="${design.accent}" stroke-opacity="0.45" stroke-width="${num(1.5 * unit)}"/>` +
    `<text x="${textX}" y="${num(kickerY)}" font-family="${escapeUTF8(fonts.sans)}" font-size="${num(18 * unit)}" font-weight="600" letter-spacing="${num(6 * unit)}" fill="${ink}" fill-opacity="0.75">${escapeUTF8(design.kicker.toUpperCase())}</text>` +
    `<text x="${textX}" y="${num(headlineY)}" font-family="${escapeUTF8(fonts.didone)}" font-size="${num(headlineSize)}" fill="${ink}">${lines}</text>` +
    `<text x="${textX}" y="${num(sublineY)}" font-family="${escapeUTF8(fonts.sans)}" font-size="${num(22 * unit)}" fill="${ink}" fill-opacity="0.8">${escapeUTF8(design.subline)}</text>` +
    actionPill(design, textX, buttonY, unit) +
    frame.body;
  const defs =
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.ground[0]}"/><stop offset="1" stop-color="${design.ground[1]}"/></linearGradient>` +
    frame.defs;
  return svgDocument({ width, height, title: `${design.headline.join(" ")}: ${design.subline}`, defs, body });
}

/** An outlined button shape with the call to action (the whole banner is the link). */
function actionPill(design: BannerDesign, x: number, y: number, scale: number): string {
  const label = design.action.toUpperCase();
  const fontSize = 15 * scale;
  const width = label.length * fontSize * 0.72 + 76 * scale;
  const height = 50 * scale;
  return (
    `<rect x="${x}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(height / 2)}" fill="${design.ink}"/>` +
    `<text x="${num(x + width / 2)}" y="${num(y + height / 2 + fontSize * 0.36)}" text-anchor="middle" font-family="${escapeUTF8(fonts.sans)}" font-size="${num(fontSize)}" font-weight="600" letter-spacing="${num(2.5 * scale)}" fill="${design.ground[0]}">${escapeUTF8(label)}</text>`
  );
}
