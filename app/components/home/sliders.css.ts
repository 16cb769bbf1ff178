import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Six brand marks across on desktop, three on phones, a part of the next one showing. */
export const brandSlide = style({
  width: "calc((100% - 5 * 1rem) / 6.3)",
  marginRight: vars.space[4],
  "@media": {
    [media.belowLaptop]: { width: "calc((100% - 3 * 1rem) / 4.3)" },
    [media.narrow]: { width: "calc((100% - 2 * 0.75rem) / 2.6)", marginRight: vars.space[3] },
  },
});

export const brand = style({
  display: "grid",
  placeItems: "center",
  aspectRatio: "5 / 2",
  padding: vars.space[3],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textDecoration: "none",
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: { "&:hover": { borderColor: vars.color.lineStrong, boxShadow: vars.shadow.sm } },
});

export const brandMark = style({ width: "100%", height: "100%", objectFit: "contain" });

export const brandName = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg, textAlign: "center" });

export const shapeSlide = style({
  width: "calc((100% - 5 * 1.5rem) / 6)",
  marginRight: vars.space[5],
  "@media": {
    [media.belowLaptop]: { width: "calc((100% - 3 * 1rem) / 4.3)", marginRight: vars.space[4] },
    [media.narrow]: { width: "calc((100% - 2 * 0.75rem) / 2.6)", marginRight: vars.space[3] },
  },
});

export const shape = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[3],
  paddingBlock: vars.space[5],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textDecoration: "none",
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: { "&:hover": { boxShadow: vars.shadow.md } },
});

export const shapeIcon = style({ display: "block", width: "70%", aspectRatio: "2 / 1" });

export const shapeName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
