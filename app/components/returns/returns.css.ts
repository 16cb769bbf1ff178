import { style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

// Shared page pieces, under the names this area's components use.
export { page, eyebrow, title } from "~/components/ui/page.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 4fr) minmax(0, 7fr)",
  gap: vars.space[8],
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[6] } },
});

export const lead = style({ margin: `${vars.space[4]} 0`, fontSize: vars.fontSize.lg, color: vars.color.inkSoft });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.sm,
});

export const links = style({ margin: `${vars.space[5]} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

export const card = style([
  recipes.card.outlined,
  {
    padding: vars.space[6],
    "@media": { [media.narrow]: { padding: vars.space[5] } },
  },
]);

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const reasons = style([recipes.choiceGroup, { gap: vars.space[2] }]);

export const legend = style([recipes.choiceLegend, { marginBottom: vars.space[2] }]);

export const reason = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const reasonInvalid = style({ borderColor: vars.color.danger });

export const radio = style({ width: "1.1rem", height: "1.1rem", margin: 0, accentColor: vars.color.accent });

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
