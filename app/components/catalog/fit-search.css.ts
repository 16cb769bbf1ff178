import { style } from "@vanilla-extract/css";
import { error as fieldError } from "~/components/ui/field.css";
import { media, vars } from "~/styles/theme.css";

/** One row on desktop (what it is, the field, the button); stacked on phones. */
export const form = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: `${vars.space[2]} ${vars.space[5]}`,
  marginBottom: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", padding: vars.space[3] } },
});

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
export const controls = style({ display: "flex", gap: vars.space[2] });
export const input = style({
  width: "10rem",
  fontVariantNumeric: "tabular-nums",
  "@media": { [media.mobile]: { width: "auto", flex: 1, minWidth: 0 } },
});
export const error = style([fieldError, { gridColumn: "1 / -1" }]);
export const status = style({ gridColumn: "1 / -1", margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
