import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const columns = style({ display: "flex", gap: vars.space[6], alignItems: "flex-start" });

/** Side columns show only on wide screens (spec). */
export const side = style({
  display: "none",
  width: vars.width.sideColumn,
  flexShrink: 0,
  paddingBlock: vars.space[6],
  "@media": { [media.wide]: { display: "block" } },
});

export const centre = style({ flex: 1, minWidth: 0 });
