import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const panel = style({ zIndex: 30, minWidth: "13rem" });

export const caption = style({ color: vars.color.muted, "@media": { [media.narrow]: { display: "none" } } });

/** The chosen sort's name: on a phone a long one ends in an ellipsis rather than push the row off the screen. */
export const current = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const list = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${list} a`, { display: "block" });

globalStyle(`${list} a[aria-current='true']`, { fontWeight: vars.fontWeight.semibold, background: vars.color.canvas });
