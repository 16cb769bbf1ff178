import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

// Shared page pieces, under the names this area's components use.
export { page, header, eyebrow, title } from "~/components/ui/page.css";

export const lead = style({ marginTop: vars.space[4], fontSize: vars.fontSize.lg, color: vars.color.inkSoft });
globalStyle(`${lead} p:last-child`, { marginBottom: 0 });

/* Subcategory thumbnails: 3 per row on wide screens (docs/product/content-and-forms.md) */

export const subcategories = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space[5],
  margin: `0 0 ${vars.space[8]}`,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space[4] },
    [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const subcategory = style({
  position: "relative",
  display: "block",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.sand,
  color: vars.color.surface,
  textDecoration: "none",
  aspectRatio: "16 / 9",
});

export const subcategoryImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform 600ms cubic-bezier(.2,.7,.2,1)`,
  selectors: { [`${subcategory}:hover &`]: { transform: "scale(1.04)" } },
});

export const subcategoryName = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space[6]} ${vars.space[4]} ${vars.space[4]}`,
  background: "linear-gradient(to top, rgba(28, 28, 26, 0.7), transparent)",
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
});

/* Post grid */

const grid = style({
  display: "grid",
  gap: `${vars.space[7]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/**
 * The product's count: 2, 3 or 4 by the side columns shown, which only show on wide screens (so 4 on
 * other desktops); two on tablets, one on phones.
 */
export const postGrid = styleVariants({ 2: [grid], 3: [grid], 4: [grid] }, (base, columns) => [
  base,
  {
    "@media": {
      [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
      [media.wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    },
  },
]);

export const card = style({ position: "relative", display: "flex", flexDirection: "column", gap: vars.space[3] });

export const cardMedia = style({
  display: "block",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.sand,
});

export const cardImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform 600ms cubic-bezier(.2,.7,.2,1)`,
  selectors: { [`${card}:hover &`]: { transform: "scale(1.04)" } },
});

export const date = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const cardLink = style({
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" }, "&::after": { content: '""', position: "absolute", inset: 0 } },
});

export const cardSummary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const empty = style({ padding: `${vars.space[7]} 0`, color: vars.color.muted, fontSize: vars.fontSize.lg });

/* Pagination */

export const pager = style({ display: "flex", justifyContent: "center", marginTop: vars.space[8] });

export const pagerList = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], margin: 0, padding: 0, listStyle: "none" });

export const pagerLink = style({
  display: "grid",
  placeItems: "center",
  minWidth: "2.75rem",
  height: "2.75rem",
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&[aria-current='page']": { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.surface },
  },
});

/* Blog post */

export const article = style({ maxWidth: "46rem", marginInline: "auto" });

export const articleHeader = style({ textAlign: "center", marginBottom: vars.space[6] });

export const categoryLinks = style({
  display: "flex",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space[3],
  marginBottom: vars.space[3],
});

export const byline = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  marginTop: vars.space[4],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const hero = style({
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  marginBottom: vars.space[7],
});

export const body = style({ fontSize: vars.fontSize.lg, lineHeight: 1.7, color: vars.color.inkSoft });
globalStyle(`${body} h2, ${body} h3`, { marginTop: vars.space[6], color: vars.color.ink });
globalStyle(`${body} a`, { color: vars.color.accent });
globalStyle(`${body} img`, { borderRadius: vars.radius.md, margin: `${vars.space[5]} 0` });

export const neighbours = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  marginBlock: vars.space[8],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.line}`,
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const neighbour = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.ink } },
});

export const nextNeighbour = style({
  flexDirection: "row-reverse",
  textAlign: "right",
  gridColumn: 2,
  "@media": { [media.narrow]: { gridColumn: "auto" } },
});

export const neighbourImage = style({
  flexShrink: 0,
  width: "5.5rem",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.sand,
});

export const neighbourText = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const neighbourLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const neighbourName = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });

export const reviews = style({ marginTop: vars.space[8] });

export const reviewsTitle = style({
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["3xl"]})`,
  marginBottom: vars.space[5],
});

/* Blog search */

export const searchForm = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space[3],
  maxWidth: "36rem",
  marginBottom: vars.space[7],
});
export const searchField = style({ flex: 1 });
