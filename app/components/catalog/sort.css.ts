import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const panel = style({ zIndex: 30, minWidth: "13rem" });

export const caption = style({ color: vars.color.muted, "@media": { [media.narrow]: { display: "none" } } });

export const list = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${list} a`, { display: "block" });

globalStyle(`${list} a[aria-current='true']`, { fontWeight: vars.fontWeight.semibold, background: vars.color.canvas });
