import { style } from "@vanilla-extract/css";
import { roundIconButton } from "~/components/ui/controls.css";
import { media, vars } from "~/styles/theme.css";

export const toggleForm = style({ display: "contents" });

export const heart = style([
  roundIconButton,
  {
    position: "relative",
    zIndex: 2,
    background: "rgba(255, 255, 255, 0.88)",
    color: vars.color.ink,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: { "&:hover": { transform: "scale(1.06)", color: vars.color.sale } },
    "@media": { [media.reducedMotion]: { transition: "none" } },
  },
]);

export const heartOn = style({ color: vars.color.sale });

export const facts = style({
  display: "flex",
  gap: vars.space[5],
  margin: `${vars.space[2]} 0 0`,
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3] });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: `${vars.space[6]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.belowLaptop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: `${vars.space[5]} ${vars.space[4]}` },
  },
});
