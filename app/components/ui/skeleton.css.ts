import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const shimmer = keyframes({ "0%": { backgroundPosition: "100% 0" }, "100%": { backgroundPosition: "-100% 0" } });

export const skeleton = style({
  display: "block",
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.sand} 25%, ${vars.color.canvas} 50%, ${vars.color.sand} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});
