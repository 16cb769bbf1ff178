import type { HTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { container } from "./layout.css";

/** Centres content at the shop's maximum width with fluid side padding. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(container, className)} {...props} />;
}
