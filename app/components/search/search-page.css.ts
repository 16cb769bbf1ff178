import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({ paddingBlock: `${vars.space[7]} ${vars.space[8]}` });

export const title = style({ fontSize: `clamp(${vars.fontSize["3xl"]}, 4vw, ${vars.fontSize["5xl"]})`, marginBottom: vars.space[5] });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[2], maxWidth: "40rem", marginBottom: vars.space[7] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.inkSoft });

export const row = style({ display: "flex", gap: vars.space[2], "@media": { [media.narrow]: { flexDirection: "column" } } });

export const summary = style({ margin: `0 0 ${vars.space[5]}`, color: vars.color.muted });

export const prompt = style({ color: vars.color.muted });

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
  marginTop: vars.space[7],
  "@media": { [media.narrow]: { gap: vars.space[1] } },
});

export const pageLink = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.ink } },
  "@media": { [media.narrow]: { minWidth: "2.5rem", height: "2.5rem" } },
});

export const currentPage = style({ background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.surface });
