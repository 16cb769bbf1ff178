import { Link } from "@remix-run/react";
import { formatFrameSize, type FrameMeasurements as Measurements } from "~/lib/listing/frame-size";
import { SIZE_GUIDE_FRAME_SIZE } from "~/lib/listing/size-guide";
import * as styles from "./frame-size.css";
import { FrameDiagram } from "./FrameDiagram";

/**
 * The product page's frame size: "50-20-145" as printed inside the temple, a drawing of what each
 * number is, and every measurement written out (docs/decisions/248-frame-fit-search.md).
 */
export function FrameMeasurementsBlock({ size }: { size: Measurements }) {
  const rows: [string, number | null][] = [
    ["Lens width", size.lensWidth],
    ["Bridge", size.bridge],
    ["Temple length", size.temple],
    ["Lens height", size.lensHeight],
    ["Frame width", size.frameWidth],
  ];
  const written = rows.flatMap(([name, value]) => (value == null ? [] : [`${name.toLowerCase()} ${value} mm`])).join(", ");
  return (
    <section className={styles.block} aria-labelledby="frame-size-title" data-testid="frame-size">
      <div className={styles.blockHead}>
        <h2 id="frame-size-title" className={styles.blockTitle}>
          Frame size
        </h2>
        <span className={styles.size}>{formatFrameSize(size)}</span>
      </div>
      <FrameDiagram size={size} label={`Frame measurements: ${written}.`} />
      <dl className={styles.figures}>
        {rows.map(([name, value]) =>
          value == null ? null : (
            <div key={name} className={styles.figure}>
              <dt className={styles.term}>{name}</dt>
              <dd className={styles.value}>{value} mm</dd>
            </div>
          ),
        )}
      </dl>
      <Link to={SIZE_GUIDE_FRAME_SIZE} className={styles.guideLink}>
        What the numbers mean, and how to find your size
      </Link>
    </section>
  );
}
