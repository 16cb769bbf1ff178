import type { CSSProperties } from "react";
import { cx } from "~/lib/cx";
import { skeleton } from "./skeleton.css";

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  className?: string;
}) {
  return <span aria-hidden="true" className={cx(skeleton, className)} style={{ width, height }} />;
}
