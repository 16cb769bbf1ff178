import { globalStyle, style } from "@vanilla-extract/css";
import { error as fieldError } from "~/components/ui/field.css";
import { media, vars } from "~/styles/theme.css";
import { chip } from "./catalog.css";

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
/** Phones: the chip above already says it (the label stays for screen readers). */
export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  "@media": {
    [media.mobile]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
export const controls = style({ display: "flex", gap: vars.space[2] });
export const input = style({
  width: "10rem",
  fontVariantNumeric: "tabular-nums",
  "@media": { [media.mobile]: { width: "auto", flex: 1, minWidth: 0 } },
});
export const error = style([fieldError, { gridColumn: "1 / -1" }]);
export const status = style({ gridColumn: "1 / -1", margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

/**
 * Phones: a chip that opens the form (docs/decisions/356-fit-search-folds-on-phones.md). Desktop: no
 * chip, and the form shows folded or not (`::details-content`; an older browser shows the chip).
 */
export const fold = style({ marginBottom: vars.space[4] });
export const summary = style([
  chip,
  {
    gap: vars.space[2],
    background: vars.color.sand,
    fontWeight: vars.fontWeight.semibold,
    cursor: "pointer",
    listStyle: "none",
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      [`${fold}[open] > &`]: { marginBottom: vars.space[3] },
    },
    "@supports": { "selector(::details-content)": { "@media": { [media.desktop]: { display: "none" } } } },
  },
]);
export const chevron = style({ selectors: { [`${fold}[open] &`]: { transform: "rotate(180deg)" } } });
globalStyle(`${fold}::details-content`, {
  "@media": { [media.desktop]: { contentVisibility: "visible", display: "block" } },
});
globalStyle(`${fold} > form`, { marginBottom: 0 });
