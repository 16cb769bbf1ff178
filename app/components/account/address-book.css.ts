import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const table = style([
  recipes.card.outlined,
  {
    width: "100%",
    borderCollapse: "separate",
    borderSpacing: 0,
    overflow: "hidden",
  },
]);

globalStyle(`${table} th`, {
  padding: `${vars.space[3]} ${vars.space[5]}`,
  textAlign: "left",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
  background: vars.color.sand,
  borderBottom: `1px solid ${vars.color.line}`,
});

globalStyle(`${table} td`, {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  verticalAlign: "top",
  borderBottom: `1px solid ${vars.color.line}`,
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: "none" });

globalStyle(`${table} th, ${table} td`, {
  "@media": { [media.narrow]: { paddingInline: vars.space[4] } },
});

export const actionHeader = style({ width: "1%", whiteSpace: "nowrap" });

export const address = style({
  display: "flex",
  flexDirection: "column",
  fontStyle: "normal",
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.inkSoft,
  // A long street or town name breaks inside the address, never the action labels beside it.
  overflowWrap: "anywhere",
});

export const addressName = style({ color: vars.color.ink, fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: "flex",
  gap: vars.space[2],
  justifyContent: "flex-end",
  alignItems: "center",
  "@media": { [media.narrow]: { flexDirection: "column", alignItems: "stretch" } },
});

const actionBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.25rem",
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
} as const;

export const editLink = style({
  ...actionBase,
  border: `1px solid ${vars.color.lineStrong}`,
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: { "&:hover": { borderColor: vars.color.ink } },
});

export const deleteButton = style({
  ...actionBase,
  width: "100%",
  border: "1px solid transparent",
  background: "transparent",
  color: vars.color.danger,
  selectors: { "&:hover": { background: vars.color.saleSoft } },
});

export const empty = style([
  recipes.card.dashed,
  {
    padding: vars.space[7],
    textAlign: "center",
    color: vars.color.inkSoft,
  },
]);
