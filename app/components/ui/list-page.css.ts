import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ paddingBlock: `${vars.space[6]} ${vars.space[8]}` });

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginBottom: vars.space[5],
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})` });
