/**
 * Design tokens. A calm, premium optical-shop look: warm paper background, near-black ink, one
 * deep green accent, a terracotta for sale prices, serif display type over a neutral sans.
 * System font stacks only: no web font downloads.
 */
import { createGlobalTheme } from "@vanilla-extract/css";

export const vars = createGlobalTheme(":root", {
  color: {
    canvas: "#f8f6f2",
    surface: "#ffffff",
    sand: "#efe9e0",
    sandDeep: "#e4dccf",
    ink: "#1c1c1a",
    inkSoft: "#45433f",
    muted: "#6f6b64",
    line: "#e3ddd3",
    lineStrong: "#cfc7b9",
    accent: "#1f3d36",
    accentHover: "#2d564c",
    accentSoft: "#e3ece8",
    onAccent: "#ffffff",
    sale: "#b0402a",
    saleSoft: "#f7e6e0",
    warning: "#8a5a00",
    warningSoft: "#fbefd6",
    danger: "#a4271b",
    focus: "#2f6fb0",
  },
  font: {
    sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
    serif: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", "Times New Roman", serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    "4xl": "3rem",
    "5xl": "3.75rem",
  },
  lineHeight: { tight: "1.15", snug: "1.35", normal: "1.55" },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  letterSpacing: { wide: "0.08em", wider: "0.14em" },
  space: {
    "0": "0",
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.5rem",
    "6": "2rem",
    "7": "3rem",
    "8": "4rem",
    "9": "6rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(28, 28, 26, 0.06)",
    md: "0 6px 20px rgba(28, 28, 26, 0.08)",
    lg: "0 18px 48px rgba(28, 28, 26, 0.14)",
  },
  width: { content: "1320px", prose: "72ch", sideColumn: "260px" },
  motion: { fast: "150ms", base: "300ms" },
});

/** Where layouts change, in CSS pixels (CSS variables cannot be used in media queries). */
const breakpoint = { narrow: 501, mobile: 900, medium: 1000, tablet: 1024, laptop: 1100, wide: 1200, large: 1400 } as const;
const below = (width: number) => `screen and (max-width: ${width - 1}px)`;
const from = (width: number) => `screen and (min-width: ${width}px)`;

/** The breakpoints as media queries: every `@media` of the shop's styles names one of these. */
export const media = {
  /** The checkout's narrow layout (docs/product/shell-and-navigation.md: 500px). */
  narrow: below(breakpoint.narrow),
  notNarrow: from(breakpoint.narrow),
  /** Phones and small tablets: the mobile header takes over. */
  mobile: below(breakpoint.mobile),
  desktop: from(breakpoint.mobile),
  belowMedium: below(breakpoint.medium),
  /** The cart's summary goes under its lines. */
  belowTablet: below(breakpoint.tablet),
  /** Small laptops: fewer columns and carousel items. */
  belowLaptop: below(breakpoint.laptop),
  belowWide: below(breakpoint.wide),
  /** Side columns (left, right) only show from here on. */
  wide: from(breakpoint.wide),
  belowLarge: below(breakpoint.large),
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
