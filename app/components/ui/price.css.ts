import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const price = style({ display: "inline-flex", alignItems: "baseline", flexWrap: "wrap", gap: vars.space[2] });
export const current = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const sale = style({ color: vars.color.sale });
export const regular = style({ color: vars.color.muted, fontSize: "0.9em" });
export const invalid = style({ color: vars.color.muted, fontStyle: "italic", fontSize: vars.fontSize.sm });
