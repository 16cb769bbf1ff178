import type { HTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { badge, type BadgeVariants } from "./badge.css";

export function Badge({ tone, className, ...props }: HTMLAttributes<HTMLSpanElement> & BadgeVariants) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
