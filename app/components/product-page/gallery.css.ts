import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** docs/product (docs/product/catalog.md): thumbnails 95 by 95 with a gap of 20. */
const THUMB_SIZE = "95px";
const THUMB_GAP = "20px";

export const gallery = style({ display: "flex", flexDirection: "column", gap: THUMB_GAP, minWidth: 0 });

export const slide = style({ width: "100%" });

export const frame = style({
  display: "block",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.lg,
  // The product shots come on a warm studio backdrop; this matches its edge while they load.
  background: "#f1ede6",
  overflow: "hidden",
  // Without JavaScript a thumbnail link jumps here: keep clear of the sticky breadcrumb bar.
  scrollMarginTop: vars.space[9],
});

export const image = style({ width: "100%", height: "100%", objectFit: "contain" });

/** Over the middle of the picture, above the row of thumbnails (arrows show on desktop only). */
export const arrows = style({
  position: "absolute",
  insetInline: vars.space[3],
  top: `calc((100% - ${THUMB_SIZE} - ${THUMB_GAP}) / 2)`,
  transform: "translateY(-50%)",
  justifyContent: "space-between",
  pointerEvents: "none",
});
globalStyle(`${arrows} > button`, { pointerEvents: "auto", boxShadow: vars.shadow.sm });

export const thumbs = style({
  display: "flex",
  gap: THUMB_GAP,
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": { [media.narrow]: { gap: vars.space[2] } },
});

export const thumb = style({
  display: "block",
  flex: `0 0 ${THUMB_SIZE}`,
  width: THUMB_SIZE,
  height: THUMB_SIZE,
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: "#f1ede6",
  overflow: "hidden",
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.muted },
    "&[aria-current='true']": { borderColor: vars.color.ink, boxShadow: `inset 0 0 0 1px ${vars.color.ink}` },
  },
  "@media": { [media.narrow]: { flexBasis: "64px", width: "64px", height: "64px" } },
});

export const thumbImage = style({ width: "100%", height: "100%", objectFit: "cover" });
