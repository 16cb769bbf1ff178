import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The info alert over a form (docs/product/content-and-forms.md#validation). */
export const alert = style({
  display: "flex",
  gap: vars.space[3],
  alignItems: "flex-start",
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const success = style({ background: vars.color.accentSoft });

/** A refusal: red, as the account forms' alert (app/components/account/account.css.ts), on every form. */
export const error = style({
  background: vars.color.saleSoft,
  border: `1px solid ${vars.color.sale}`,
  color: vars.color.danger,
});

/** Neither an error nor a success: something to act on (sign in again, save what came back), as a warning. */
export const notice = style({
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  paddingLeft: `calc(${vars.space[4]} - 4px)`,
});

export const alertMark = style({
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  // Drawn by CSS, so the alert's text is the message alone.
  selectors: {
    "&::before": { content: '"!"' },
    [`${error} &`]: { background: vars.color.danger },
    [`${success} &`]: { background: vars.color.accent },
    [`${success} &::before`]: { content: '"✓"' },
    [`${notice} &::before`]: { content: '"i"', fontFamily: vars.font.serif, fontStyle: "italic" },
  },
});

export const alertText = style({ margin: 0, paddingTop: "1px" });

export const textarea = style({ minHeight: "8rem", resize: "vertical", lineHeight: vars.lineHeight.normal });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });
