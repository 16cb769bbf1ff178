import { globalStyle, style } from "@vanilla-extract/css";
import { media as screen, vars } from "~/styles/theme.css";

export const tile = style({ position: "relative", display: "flex", flexDirection: "column", gap: vars.space[3], height: "100%" });

export const media = style({
  position: "relative",
  display: "block",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.md,
  // The product shots come on a warm studio backdrop; this matches its edge while they load.
  background: "#f1ede6",
  overflow: "hidden",
});

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform 600ms cubic-bezier(.2,.7,.2,1)`,
  selectors: { [`${media}:hover &`]: { transform: "scale(1.04)" } },
});

/**
 * The discount at the top left, clear of the heart at the top right; the stock state at the bottom
 * left: one badge per corner, so two never stack over the frame or run under the heart.
 */
export const badges = style({
  position: "absolute",
  top: vars.space[3],
  left: vars.space[3],
  right: `calc(${vars.space[3]} + 2.5rem + ${vars.space[2]})`,
  display: "flex",
  gap: vars.space[1],
  pointerEvents: "none",
});

export const stockBadge = style({
  position: "absolute",
  bottom: vars.space[2],
  left: vars.space[3],
  pointerEvents: "none",
  // On a phone's small tile a badge over the picture covers the frame: it takes a strip of its own
  // under the picture instead, and the picture shrinks whole above it.
  "@media": { [screen.mobile]: { position: "static", flexShrink: 0, padding: `${vars.space[1]} ${vars.space[2]} ${vars.space[2]}` } },
});

globalStyle(`${media}:has(> ${stockBadge})`, {
  "@media": { [screen.mobile]: { display: "flex", flexDirection: "column" } },
});
globalStyle(`${media}:has(> ${stockBadge}) > img`, {
  "@media": { [screen.mobile]: { flex: "1 1 0", minHeight: 0, objectFit: "contain" } },
});

export const body = style({ display: "flex", flexDirection: "column", gap: "2px" });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: 0,
});

export const nameLink = style({
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    // The whole tile is clickable through the name link.
    "&::after": { content: '""', position: "absolute", inset: 0 },
  },
});

export const price = style({ marginTop: vars.space[1], fontSize: vars.fontSize.sm });

export const summary = style({
  margin: `${vars.space[2]} 0 0`,
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
