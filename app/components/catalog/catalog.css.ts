import { globalStyle, style } from "@vanilla-extract/css";
import { grid } from "~/components/listing/grid.css";
import { countBadge } from "~/components/ui/controls.css";
import { eyebrow as pageEyebrow } from "~/components/ui/page.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingTop: vars.space[6],
  paddingBottom: vars.space[8],
  "@media": { [media.mobile]: { paddingTop: vars.space[5], paddingBottom: vars.space[7] } },
});

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space[3], marginBottom: vars.space[5] });

// The heading's column sets the spacing.
export const eyebrow = style([pageEyebrow, { marginBottom: 0 }]);

export { title } from "~/components/ui/page.css";

export const description = style({
  maxWidth: vars.width.prose,
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${description} > :last-child`, { marginBottom: 0 });

/** Sub-categories; on phones one scrolling row instead of a wall of pills. */
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.mobile]: {
      flexWrap: "nowrap",
      overflowX: "auto",
      scrollbarWidth: "none",
      marginInline: `calc(-1 * ${vars.space[4]})`,
      paddingInline: vars.space[4],
    },
  },
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  textDecoration: "none",
  transition: `border-color ${vars.motion.fast}`,
  selectors: { "&:hover": { borderColor: vars.color.ink } },
});

export const alert = style({
  margin: `0 0 ${vars.space[5]}`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.saleSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** Filters, sort and the column toggle; the list's anchor (`#catalog`) sits here. */
export const toolbar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[3]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
  scrollMarginTop: "6rem",
  "@media": { [media.mobile]: { gap: vars.space[2] } },
});

export const toolbarEnd = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space[2], minWidth: 0 });

// The sort menu is what gives way on a narrow row: its summary shrinks and the chosen sort's name
// ends in an ellipsis, so the Filters button and the column toggle keep their size on the screen.
globalStyle(`${toolbarEnd} > details`, { minWidth: 0 });
globalStyle(`${toolbarEnd} > details > summary`, { maxWidth: "100%", minWidth: 0 });
globalStyle(`${toolbarEnd} > details > summary svg`, { flexShrink: 0 });
globalStyle(`${toolbar} > *:not(${toolbarEnd})`, { flexShrink: 0 });

// On a phone the row is tight (a filter badge, icons that keep their size): the buttons' sides
// give way instead of the column toggle leaving the screen.
globalStyle(`${toolbar} > a, ${toolbarEnd} > details > summary`, {
  "@media": { [media.mobile]: { paddingInline: vars.space[3] } },
});

export const resultCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  "@media": { [media.mobile]: { display: "none" } },
});

export const filterCount = countBadge;

/** The chosen filters as removable badges, then 'Reset filters'. */
export const chosen = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[3]} 0 0`,
  listStyle: "none",
});

export const chosenBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: "2rem",
  padding: `0 ${vars.space[2]} 0 ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.sandDeep, color: vars.color.ink } },
});

export const resetLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.inkSoft,
  padding: `0 ${vars.space[2]}`,
});

export const results = style({ paddingTop: vars.space[6] });

export const empty = style({
  padding: `${vars.space[8]} 0`,
  textAlign: "center",
  color: vars.color.inkSoft,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[4],
});

/** 'Viewing 1 - N of total', the progress bar and Load More. */
export const progress = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[3],
  marginTop: vars.space[8],
});

export const viewing = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

export const bar = style({
  width: "min(16rem, 70vw)",
  height: "3px",
  borderRadius: vars.radius.pill,
  background: vars.color.line,
  overflow: "hidden",
});

export const barFill = style({ height: "100%", background: vars.color.ink, transition: `width ${vars.motion.base}` });

export const loadMore = style({ minWidth: "12rem", marginTop: vars.space[2] });

export const loader = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "2.75rem",
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

/** Phones only: one or two columns. */
export const columnToggle = style({
  display: "none",
  flexShrink: 0,
  gap: "2px",
  padding: "2px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  margin: 0,
  "@media": { [media.mobile]: { display: "inline-flex" } },
});

export const columnOption = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  color: vars.color.muted,
  selectors: {
    "&:has(input:checked)": { background: vars.color.ink, color: vars.color.surface },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** Without JavaScript the checked radio alone picks the phone columns. */
globalStyle(`${page}:has(input[name="columns"][value="1"]:checked) ${grid}`, {
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
