import { style } from "@vanilla-extract/css";
import { rowHeight } from "~/components/menu/mega-menu.css";
import { countBadge } from "~/components/ui/controls.css";
import { media, vars } from "~/styles/theme.css";

export const header = style({
  position: "relative",
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const withRow = style({ "@media": { [media.desktop]: { paddingBottom: rowHeight } } });

export const bar = style({
  display: "grid",
  gridTemplateColumns: "1fr auto 1fr",
  alignItems: "center",
  gap: vars.space[4],
  minHeight: "5.25rem",
  "@media": { [media.mobile]: { minHeight: "4rem", gap: vars.space[2] } },
});

export const start = style({ display: "flex", alignItems: "center", gap: vars.space[3], minWidth: 0 });
export const end = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space[1] });

export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none !important" } } });
export const mobileOnly = style({ "@media": { [media.desktop]: { display: "none !important" } } });

const actionBase = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "2.75rem",
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.ink,
  textDecoration: "none",
  background: "transparent",
  border: 0,
  cursor: "pointer",
} as const;

export const action = style({
  ...actionBase,
  selectors: { "&:hover": { background: vars.color.canvas } },
  "@media": { [media.mobile]: { padding: `0 ${vars.space[2]}` } },
});

export const actionLabel = style({ "@media": { [media.belowLaptop]: { display: "none" } } });

export const count = countBadge;

export const iconWithCount = style({ position: "relative", display: "inline-flex" });

export const countBubble = style([
  count,
  { position: "absolute", top: "-7px", right: "-10px", boxShadow: `0 0 0 2px ${vars.color.surface}` },
]);

export const dropdown = style({ position: "relative" });

export const dropdownPanel = style({
  position: "absolute",
  top: "calc(100% + 8px)",
  right: 0,
  minWidth: "14rem",
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  display: "flex",
  flexDirection: "column",
});

export const dropdownLink = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  textAlign: "left",
  background: "transparent",
  border: 0,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.canvas } },
});

export const dropdownDivider = style({ height: "1px", margin: `${vars.space[1]} 0`, background: vars.color.line, border: 0 });

export const searchPanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 30,
  padding: vars.space[4],
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.md,
});

/** A dropdown whose panel spans the header (positioned against it, not against the toggle). */
export const staticDropdown = style({ position: "static" });

export const searchSlot = style({ flex: 1, minWidth: 0 });
export const fullWidth = style({ width: "100%" });
