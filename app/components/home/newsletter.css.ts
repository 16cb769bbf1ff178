import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const block = style({ background: vars.color.accent, color: vars.color.onAccent });

export const inner = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1.3fr) auto",
  alignItems: "center",
  gap: vars.space[6],
  paddingBlock: vars.space[7],
  "@media": {
    [media.belowLaptop]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[5] },
  },
});

export const copy = style({});

export const title = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize["2xl"] });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[2], width: "100%" });

export const row = style({
  display: "flex",
  gap: vars.space[2],
  "@media": { [media.narrow]: { flexDirection: "column" } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: "2.75rem",
  padding: `0 ${vars.space[4]}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  selectors: {
    "&::placeholder": { color: vars.color.muted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, boxShadow: `0 0 0 2px ${vars.color.saleSoft}` },
  },
});

/** On the dark green block the error reads as a light note with a marker, not as red on green. */
export const error = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.saleSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  alignSelf: "flex-start",
});

export const social = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const socialTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  opacity: 0.8,
});

export const socialList = style({ display: "flex", gap: vars.space[2], margin: 0, padding: 0, listStyle: "none" });

export const socialLink = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: "1px solid rgba(255, 255, 255, 0.35)",
  color: "inherit",
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.12)", borderColor: vars.color.onAccent } },
});
