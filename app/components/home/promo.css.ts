import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const strip = style({
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const inner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space[1]} ${vars.space[5]}`,
  paddingBlock: vars.space[2],
  textAlign: "center",
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const code = style({
  padding: `1px ${vars.space[2]}`,
  border: `1px dashed currentColor`,
  borderRadius: vars.radius.sm,
  letterSpacing: vars.letterSpacing.wide,
});

export const ends = style({ opacity: 0.8, "@media": { [media.narrow]: { display: "none" } } });

export const banners = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[4] } },
});

export const banner = style({
  display: "block",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.sand,
});

export const bannerImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 600ms cubic-bezier(.2,.7,.2,1)",
  selectors: { [`${banner}:hover &`]: { transform: "scale(1.03)" } },
});
