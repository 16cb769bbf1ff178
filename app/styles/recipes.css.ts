/**
 * Style recipes: patterns many areas repeat, composed into their own styles (`style([recipes.card.raised, {…}])`),
 * so a card looks the same everywhere and changes in one place. Build-time only: no JavaScript.
 */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const surface = { background: vars.color.surface, borderRadius: vars.radius.lg };

/** A white panel with large corners: raised by a soft shadow, drawn with a line, or dashed (an empty state). */
export const card = styleVariants({
  raised: { ...surface, boxShadow: vars.shadow.sm },
  outlined: { ...surface, border: `1px solid ${vars.color.line}` },
  dashed: { ...surface, border: `1px dashed ${vars.color.lineStrong}` },
});

/** A fieldset that groups choices (options, reasons, a rating) without a box of its own, in a column. */
export const choiceGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "flex", flexDirection: "column" });

/** The legend over such a group. */
export const choiceLegend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.inkSoft,
});
