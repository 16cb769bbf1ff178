import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 15,
  background: "rgba(248, 246, 242, 0.94)",
  backdropFilter: "saturate(1.4) blur(8px)",
  borderBottom: `1px solid ${vars.color.line}`,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  minHeight: "3.25rem",
});

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  color: vars.color.inkSoft,
  selectors: { "&:hover": { color: vars.color.ink } },
});

export const trail = style({ flex: 1, minWidth: 0 });

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  selectors: {
    "&:not(:first-child)::before": { content: '"/"', color: vars.color.lineStrong },
    "&:first-child": { flexShrink: 0 },
    // The crumbs before the page's own keep a readable width (a long last crumb gives way first):
    // shrunk to nothing they left only their separators ("Home / / …").
    "&:not(:first-child):not(:last-child)": { flexShrink: 0, maxWidth: "9rem" },
  },
});

// Long trails on phones: each crumb gives way with an ellipsis rather than running into the next.
export const link = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.ink, textDecoration: "underline" } },
});

export const current = style({ color: vars.color.ink, overflow: "hidden", textOverflow: "ellipsis" });

const reveal = keyframes({
  from: { opacity: 0, visibility: "hidden" },
  to: { opacity: 1, visibility: "visible" },
});

/**
 * The compact logo and shop links duplicate the header above, so they fade in as the header
 * scrolls away (a scroll-driven animation: no JavaScript; browsers without it show them always).
 */
export const compact = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  "@supports": {
    "(animation-timeline: scroll())": {
      animationName: reveal,
      animationTimingFunction: "linear",
      animationFillMode: "both",
      animationTimeline: "scroll(root)",
      animationRange: "80px 180px",
    },
  },
  "@media": { [media.mobile]: { display: "none" } },
});

export const compactSearch = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.pill,
  selectors: { "&:hover": { background: vars.color.surface } },
});
