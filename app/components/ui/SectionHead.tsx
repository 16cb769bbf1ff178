import type { ReactNode } from "react";
import * as styles from "./section.css";

/** A page module's heading (home modules, product strips): an optional eyebrow, the title and whatever links or controls go on the right. */
export function SectionHead({ id, eyebrow, title, children }: { id?: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <div>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
