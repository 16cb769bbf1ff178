import { globalStyle, style } from "@vanilla-extract/css";
import { card, choiceGroup, choiceLegend } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({ paddingBlock: vars.space[6], "@media": { [media.mobile]: { paddingBlock: vars.space[4] } } });

export const heading = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space[4]} 0 0`,
  "@media": { [media.mobile]: { fontSize: vars.fontSize["2xl"] } },
});

export const intro = style({ color: vars.color.muted, margin: `${vars.space[2]} 0 ${vars.space[5]}` });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 340px",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[4] } },
});

export const steps = style({
  display: "flex",
  gap: vars.space[2],
  listStyle: "none",
  margin: `0 0 ${vars.space[5]}`,
  padding: 0,
  counterReset: "step",
  // Wrapped, not scrolled: a phone sees every step (a scrolled strip hid the last ones, and a
  // scrolling region the keyboard cannot reach fails axe's scrollable-region-focusable).
  flexWrap: "wrap",
  "@media": { [media.narrow]: { gap: vars.space[1] } },
});

export const stepItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  whiteSpace: "nowrap",
  selectors: { "&:not(:last-child)::after": { content: '""', width: "1.5rem", height: "1px", background: vars.color.lineStrong } },
  "@media": { [media.narrow]: { gap: vars.space[1] } },
});
globalStyle(`${stepItem}:not(:last-child)::after`, { "@media": { [media.narrow]: { width: "0.75rem" } } });

export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.6rem",
  height: "1.6rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.lineStrong}`,
  fontSize: vars.fontSize.xs,
});

export const stepCurrent = style({ color: vars.color.ink, fontWeight: vars.fontWeight.semibold });
globalStyle(`${stepCurrent} ${stepNumber}`, { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent });
export const stepDone = style({ color: vars.color.inkSoft });
globalStyle(`${stepDone} ${stepNumber}`, { background: vars.color.accentSoft, borderColor: vars.color.accentSoft });

export const stepLabelMobile = style({ "@media": { [media.narrow]: { display: "none" } } });
globalStyle(`${stepCurrent} ${stepLabelMobile}`, { display: "inline" });

export const panel = style([
  card.outlined,
  { padding: vars.space[5], "@media": { [media.mobile]: { padding: vars.space[4] }, [media.narrow]: { padding: vars.space[3] } } },
]);
/**
 * Signed powers fit a phone's third of a row: less padding beside the native arrow. Doubled so it
 * outranks the field's own padding whatever order the stylesheets arrive in (a clipped "−12.2"
 * misreads a prescription).
 */
export const powerSelect = style({
  "@media": { [media.narrow]: { selectors: { "&&": { paddingInline: vars.space[1], fontSize: vars.fontSize.sm } } } },
});

export const stepTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, margin: `0 0 ${vars.space[4]}` });

export const group = style([choiceGroup, { gap: vars.space[3], marginBottom: vars.space[5] }]);
export const legend = style([choiceLegend, { marginBottom: vars.space[3], fontSize: vars.fontSize.md, color: vars.color.ink }]);

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: vars.space[3],
});

export const choice = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[4],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.lineStrong },
    "&:has(input:checked)": {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      background: vars.color.accentSoft,
    },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const choiceName = style({ fontWeight: vars.fontWeight.semibold });
export const choiceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const choicePrice = style({ fontSize: vars.fontSize.sm, color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "3.5rem repeat(3, minmax(0, 1fr))",
  gap: vars.space[2],
  "@media": { [media.narrow]: { gridTemplateColumns: "2.25rem repeat(3, minmax(0, 1fr))", gap: vars.space[1] } },
  alignItems: "start",
  marginBottom: vars.space[4],
});
export const gridHead = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.inkSoft });
export const eyeLabel = style({ fontWeight: vars.fontWeight.semibold, paddingTop: vars.space[2] });
export const eyeNote = style({
  display: "block",
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.regular,
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space[4], alignItems: "flex-start", marginBottom: vars.space[4] });
export const narrowField = style({ width: "9rem" });

export const section = style({ marginBottom: vars.space[4] });
/** Parts of the prescription step shown by the choice above them, also without JavaScript (CSS :has). */
export const typedPart = style({});
export const uploadPart = style({});
export const dualPart = style({});
export const singlePart = style({});
globalStyle(`form:not(:has(input[name="source"][value="typed"]:checked)) ${typedPart}`, { display: "none" });
globalStyle(`form:not(:has(input[name="source"][value="upload"]:checked)) ${uploadPart}`, { display: "none" });
globalStyle(`form:not(:has(input[name="pdKind"][value="dual"]:checked)) ${dualPart}`, { display: "none" });
globalStyle(`form:has(input[name="pdKind"][value="dual"]:checked) ${singlePart}`, { display: "none" });

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: `${vars.space[1]} 0 0` });
export const link = style({ color: vars.color.accent, textDecoration: "underline", textUnderlineOffset: "2px" });

export const actions = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space[3],
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.line}`,
});

export const aside = style([
  card.raised,
  {
    padding: vars.space[5],
    position: "sticky",
    top: vars.space[4],
    "@media": { [media.mobile]: { position: "static", order: -1, padding: vars.space[4] } },
  },
]);
export const frame = style({ display: "flex", gap: vars.space[3], alignItems: "center", marginBottom: vars.space[4] });
export const frameImage = style({ width: "88px", height: "auto", borderRadius: vars.radius.sm, background: vars.color.sand });
export const frameName = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });
export const prices = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${prices} dd`, { margin: 0, textAlign: "right" });
export const total = style({
  display: "flex",
  justifyContent: "space-between",
  borderTop: `1px solid ${vars.color.line}`,
  marginTop: vars.space[3],
  paddingTop: vars.space[3],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});
export const privacy = style({
  display: "flex",
  gap: vars.space[2],
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  marginTop: vars.space[4],
  marginBottom: 0,
});

export const summary = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, margin: `0 0 ${vars.space[4]}` });
export const reviewList = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content 1fr auto",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  alignItems: "baseline",
});
globalStyle(`${reviewList} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${reviewList} dd`, { margin: 0 });

export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  font: "inherit",
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space[4]}`,
});

export const pdGroup = style({ marginTop: vars.space[5] });
export const additionField = style({ maxWidth: "22rem" });
