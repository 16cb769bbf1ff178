import { useId } from "react";
import type { FrameMeasurements } from "~/lib/listing/frame-size";
import * as styles from "./frame-size.css";

/** A dimension line from (x1, y1) to (x2, y2) with a tick across each end. */
function Dimension({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  const vertical = x1 === x2;
  const tick = (x: number, y: number) => (vertical ? `M${x - 6} ${y} H${x + 6}` : `M${x} ${y - 6} V${y + 6}`);
  return <path className={styles.measure} d={`M${x1} ${y1} L${x2} ${y2} ${tick(x1, y1)} ${tick(x2, y2)}`} />;
}

const mm = (value: number | null | undefined) => (value == null ? "" : ` ${value}`);

/**
 * A pair of glasses from the front (lens width, bridge, lens height, frame width) and a temple from
 * the side (its length), each measure labelled: with the frame's millimetres on the product page,
 * by name alone in the size guide. An image with its text alternative: the figures are also
 * written out beside it wherever it is shown.
 */
export function FrameDiagram({ size, label }: { size?: FrameMeasurements; label: string }) {
  const titleId = useId();
  return (
    <svg className={styles.drawing} viewBox="0 0 380 236" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{label}</title>
      {/* Front: two lenses, the bridge between them, the end pieces where the temples hinge. */}
      <rect className={styles.lens} x="60" y="46" width="100" height="58" rx="20" />
      <rect className={styles.lens} x="200" y="46" width="100" height="58" rx="20" />
      <path className={styles.frameLine} d="M160 60 Q180 47 200 60 M60 58 H46 L40 64 M300 58 H314 L320 64" />
      <Dimension x1={60} y1={30} x2={160} y2={30} />
      <text className={styles.label} x="110" y="22" textAnchor="middle">
        Lens{mm(size?.lensWidth)}
      </text>
      <Dimension x1={160} y1={30} x2={200} y2={30} />
      <text className={styles.label} x="180" y="22" textAnchor="middle" dx={size ? 14 : 12}>
        Bridge{mm(size?.bridge)}
      </text>
      {size && size.lensHeight == null ? null : (
        <>
          <Dimension x1={332} y1={46} x2={332} y2={104} />
          <text className={styles.label} x="340" y="72">
            Height
            <tspan x="340" dy="16">
              {size?.lensHeight ?? "of lens"}
            </tspan>
          </text>
        </>
      )}
      {size && size.frameWidth == null ? null : (
        <>
          <Dimension x1={40} y1={124} x2={320} y2={124} />
          <text className={styles.label} x="180" y="142" textAnchor="middle">
            Frame width{mm(size?.frameWidth)}
          </text>
        </>
      )}
      {/* Side: the temple from its hinge to the tip that curls behind the ear. */}
      <path className={styles.frameLine} d="M60 176 H300 Q322 178 332 200 M52 170 V182" />
      <Dimension x1={60} y1={208} x2={332} y2={208} />
      <text className={styles.label} x="196" y="228" textAnchor="middle">
        Temple{mm(size?.temple)}
      </text>
    </svg>
  );
}
