import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/* Read-only stars: an outline row with a filled row clipped to the rating on top. */

// Never stretched by a flex parent: the filled row's width is a share of the five stars' own width.
export const stars = style({
  position: "relative",
  display: "inline-flex",
  flexShrink: 0,
  alignSelf: "flex-start",
  width: "fit-content",
  lineHeight: 0,
  verticalAlign: "middle",
});
export const starRow = style({ display: "inline-flex", gap: "2px", color: vars.color.lineStrong });
export const starFill = style({
  position: "absolute",
  inset: "0 auto 0 0",
  overflow: "hidden",
  display: "inline-flex",
  gap: "2px",
  color: vars.color.ink,
  whiteSpace: "nowrap",
});
globalStyle(`${starFill} svg`, { flexShrink: 0 });

/* The rating input: five radio buttons drawn as stars. */

export const ratingInput = style([recipes.choiceGroup, { gap: vars.space[1] }]);

export const legend = style([recipes.choiceLegend, { marginBottom: vars.space[1] }]);

export const ratingStars = style({ display: "inline-flex", gap: vars.space[1] });

export const ratingStar = style({
  display: "grid",
  placeItems: "center",
  padding: "2px",
  borderRadius: vars.radius.sm,
  color: vars.color.lineStrong,
  cursor: "pointer",
  transition: `color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    "&:hover": { transform: "scale(1.08)" },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

/** With JavaScript the component colours the stars (hover preview); without it, CSS follows the checked radio. */
export const ratingStarOn = style({ color: vars.color.ink });
globalStyle(`${ratingStarOn} path`, { fill: "currentColor" });

for (let stars = 1; stars <= 5; stars++) {
  globalStyle(
    `${ratingInput}:not([data-enhanced]) ${ratingStars}:has(label:nth-of-type(${stars}) input:checked) label:nth-of-type(-n+${stars})`,
    { color: vars.color.ink },
  );
  globalStyle(
    `${ratingInput}:not([data-enhanced]) ${ratingStars}:has(label:nth-of-type(${stars}) input:checked) label:nth-of-type(-n+${stars}) path`,
    { fill: "currentColor" },
  );
}

export const invalidStars = style({ color: vars.color.danger });

/* The reviews block */

export const section = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)",
  gap: vars.space[8],
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[6] } },
});

export const heading = style({ fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["3xl"]})`, marginBottom: vars.space[4] });

export const summary = style({ display: "flex", alignItems: "center", gap: vars.space[4], marginBottom: vars.space[5] });

export const average = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize["4xl"], lineHeight: 1 });

export const summaryText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const review = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: `${vars.space[5]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
});

export const reviewHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  flexWrap: "wrap",
});

export const author = style({ fontWeight: vars.fontWeight.semibold });

export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const content = style({ margin: 0, color: vars.color.inkSoft, lineHeight: vars.lineHeight.normal });

export const empty = style({
  margin: 0,
  padding: `${vars.space[5]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
});

/** Beside a long list of reviews the form stays in view (below the sticky breadcrumb bar). */
export const formCard = style([
  recipes.card.outlined,
  {
    padding: vars.space[6],
    "@media": { [media.desktop]: { position: "sticky", top: vars.space[9] }, [media.mobile]: { padding: vars.space[5] } },
  },
]);

export const formTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[2] });
export const formIntro = style({ margin: `0 0 ${vars.space[5]}`, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** List above form, for narrow article columns. */
export const stacked = style({ display: "flex", flexDirection: "column", gap: vars.space[7] });
