import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

// Shared page pieces, under the names this area's components use.
export { eyebrow } from "./page.css";

/** The vertical rhythm of page modules (home, product strips). */
export const section = style({
  paddingBlock: vars.space[8],
  "@media": { [media.mobile]: { paddingBlock: vars.space[7] } },
});

/** A module on the warm sand background, to set it apart from its neighbours. */
export const tinted = style({ background: vars.color.sand });

export const head = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space[4],
  marginBottom: vars.space[5],
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})` });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space[4] });

export const headLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});
