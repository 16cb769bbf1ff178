import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: `clamp(${vars.space[4]}, 4vw, ${vars.space[7]})`,
});
