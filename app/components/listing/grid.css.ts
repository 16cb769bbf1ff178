import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/**
 * Product grid (docs/product/texts-and-constants.md#numbers): four columns on desktop, two below; on phones the catalog's
 * toggle may choose one (`data-columns="1"`). List mode (brand and specials pages, desktop only)
 * lays each tile out as a row.
 */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: `${vars.space[7]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: `${vars.space[6]} ${vars.space[4]}` },
  },
  selectors: {
    "&[data-columns='1']": {
      "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
    },
  },
});

export const item = style({ minWidth: 0, scrollMarginTop: "7rem" });

export const list = style({
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr)", gap: 0 },
  },
});

globalStyle(`${list} > ${item}`, {
  "@media": {
    [media.desktop]: { padding: `${vars.space[5]} 0`, borderBottom: `1px solid ${vars.color.line}` },
  },
});

// The shared tile turned on its side: picture on the left, text beside it.
globalStyle(`${list} > ${item} > article`, {
  "@media": { [media.desktop]: { flexDirection: "row", alignItems: "center", gap: vars.space[6] } },
});

globalStyle(`${list} > ${item} > article > :first-child`, {
  "@media": { [media.desktop]: { flex: "0 0 16rem" } },
});

// Name and price take the middle; the tile's actions (when it has them) sit on the right.
globalStyle(`${list} > ${item} > article > :nth-child(2)`, {
  "@media": { [media.desktop]: { flex: 1, minWidth: 0 } },
});

globalStyle(`${list} > ${item} > article > :nth-child(3)`, {
  "@media": { [media.desktop]: { flex: "0 0 15rem", marginTop: 0 } },
});

export const skeletonTile = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const skeletonImage = style({ aspectRatio: "4 / 3", width: "100%", marginBottom: vars.space[2] });
