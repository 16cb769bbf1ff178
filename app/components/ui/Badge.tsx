import type { HTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { badgeBase, badgeTone } from "./badge.css";

export function Badge({ tone = "neutral", className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof badgeTone }) {
  return <span className={cx(badgeBase, badgeTone[tone], className)} {...props} />;
}
