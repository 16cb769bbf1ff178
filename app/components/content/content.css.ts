import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: vars.width.prose, padding: `${vars.space[8]} 0 ${vars.space[9]}` });

export const title = style({ fontSize: `clamp(${vars.fontSize["3xl"]}, 4vw, ${vars.fontSize["5xl"]})`, marginBottom: vars.space[6] });

export const body = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft });

globalStyle(`${body} h2, ${body} h3`, { marginTop: vars.space[6], color: vars.color.ink });
globalStyle(`${body} a`, { color: vars.color.accent });
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space[5] });
globalStyle(`${body} img`, { borderRadius: vars.radius.md, margin: `${vars.space[5]} 0` });
