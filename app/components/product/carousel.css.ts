import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({ padding: `${vars.space[8]} 0`, "@media": { [media.mobile]: { padding: `${vars.space[7]} 0` } } });

export const head = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginBottom: vars.space[5],
});

export const eyebrow = style({
  display: "block",
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})` });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space[4] });

export const shopAll = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});

/** Four and a bit tiles on desktop, two and a bit on phones: the cut-off tile says "scroll". */
export const slide = style({
  width: "calc((100% - 3 * 1.5rem) / 4.25)",
  marginRight: vars.space[5],
  "@media": {
    "screen and (max-width: 1099px)": { width: "calc((100% - 2 * 1rem) / 3.2)", marginRight: vars.space[4] },
    [media.narrow]: { width: "calc((100% - 1rem) / 2.2)", marginRight: vars.space[4] },
  },
});
