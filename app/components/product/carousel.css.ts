import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Four and a bit tiles on desktop, two and a bit on phones: the cut-off tile says "scroll". */
export const slide = style({
  width: "calc((100% - 3 * 1.5rem) / 4.25)",
  marginRight: vars.space[5],
  "@media": {
    [media.belowLaptop]: { width: "calc((100% - 2 * 1rem) / 3.2)", marginRight: vars.space[4] },
    [media.narrow]: { width: "calc((100% - 1rem) / 2.2)", marginRight: vars.space[4] },
  },
});

/** The strip's last slide: the link to the whole list (its first view is all the page renders). */
export const more = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  minHeight: "12rem",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: "underline",
  ":hover": { background: vars.color.sand },
});
