import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const tabs = style({
  display: "flex",
  gap: vars.space[2],
  marginBottom: vars.space[5],
  overflowX: "auto",
  scrollbarWidth: "none",
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&[aria-selected='true']": { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.surface },
  },
});

export const panel = style({ "@media": { [media.desktop]: { minHeight: "20rem" } } });

/**
 * Five tiles a row on desktop (the 15 products in three rows); on phones a swipeable strip, so the
 * section does not grow eight rows long.
 */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
  gap: `${vars.space[6]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.belowWide]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.mobile]: {
      display: "flex",
      gap: vars.space[4],
      overflowX: "auto",
      scrollSnapType: "x mandatory",
      scrollbarWidth: "none",
    },
  },
});

export const cell = style({
  minWidth: 0,
  "@media": { [media.mobile]: { flex: "0 0 calc((100% - 1rem) / 2.2)", scrollSnapAlign: "start" } },
});

export const skeletonImage = style({ aspectRatio: "4 / 3", marginBottom: vars.space[3] });
export const skeletonLine = style({ marginBottom: vars.space[2] });

export const empty = style({ color: vars.color.muted });
