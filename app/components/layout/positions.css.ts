import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "~/components/ui/layout.css";
import { media, vars } from "~/styles/theme.css";

export const columns = style({ display: "flex", gap: vars.space[6], alignItems: "flex-start" });

/** Side columns show only on wide screens (docs/product/shell-and-navigation.md). */
export const side = style({
  display: "none",
  width: vars.width.sideColumn,
  flexShrink: 0,
  paddingBlock: vars.space[6],
  "@media": { [media.wide]: { display: "block" } },
});

export const centre = style({ flex: 1, minWidth: 0 });

/** The columns already sit in the shop's container: a page's own containers inside must not pad again. */
globalStyle(`${centre} ${container}`, { paddingInline: 0, maxWidth: "none" });
