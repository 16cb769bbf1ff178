import { globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  scrollBehavior: "smooth",
  "@media": { [media.reducedMotion]: { scrollBehavior: "auto" } },
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.canvas,
  color: vars.color.ink,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.serif,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space[4]}`,
  letterSpacing: "-0.01em",
});

globalStyle("p", { margin: `0 0 ${vars.space[4]}` });
// Shoppers' and the store's text (reviews, searches, product names, addresses) may hold words longer
// than a phone is wide: they break rather than widen the page. `anywhere` also lets flex and grid
// items and table cells shrink below such a word, which `break-word` would not.
globalStyle("main", { overflowWrap: "anywhere" });
globalStyle("a", { color: "inherit", textDecorationThickness: "1px", textUnderlineOffset: "0.2em" });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
// Icons keep their size in a crowded row (a phone toolbar with a filter badge).
globalStyle("svg", { flexShrink: 0 });
globalStyle("img", { height: "auto" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("summary", { listStyle: "none", cursor: "pointer" });
globalStyle("summary::-webkit-details-marker", { display: "none" });

globalStyle(":focus-visible", {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("::selection", { background: vars.color.accentSoft });

/** Text only screen readers announce. Global so plain markup can use it too. */
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
