import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: "36rem", paddingBlock: vars.space[8] });

export const title = style({ fontSize: vars.fontSize["3xl"] });

export const follow = style({ display: "flex", alignItems: "center", gap: vars.space[4], marginTop: vars.space[6] });

globalStyle(`${follow} p`, { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

/** The social buttons are drawn for the dark block; on the page they need a visible ring. */
globalStyle(`${follow} a`, { borderColor: vars.color.lineStrong });
