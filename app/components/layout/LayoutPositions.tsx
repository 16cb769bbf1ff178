import type { ReactNode } from "react";
import { Container } from "~/components/ui/Container";
import type { ResolvedLayout } from "~/lib/layouts";
import { PositionModules } from "./LayoutModules";
import * as styles from "./positions.css";

/**
 * The five positions around the route's own content. The centre is full width (the route decides
 * its own container) unless a side column is in use, which only happens on wide screens.
 */
export function LayoutPositions({ layout, children }: { layout: ResolvedLayout; children: ReactNode }) {
  const hasSides = layout.left.length > 0 || layout.right.length > 0;
  const centre = (
    <>
      {children}
      <PositionModules names={layout.centre} />
    </>
  );
  return (
    <>
      <PositionModules names={layout.contentTop} />
      {hasSides ? (
        <Container className={styles.columns}>
          {layout.left.length ? (
            <aside className={styles.side} aria-label="Left column">
              <PositionModules names={layout.left} />
            </aside>
          ) : null}
          <div className={styles.centre}>{centre}</div>
          {layout.right.length ? (
            <aside className={styles.side} aria-label="Right column">
              <PositionModules names={layout.right} />
            </aside>
          ) : null}
        </Container>
      ) : (
        centre
      )}
      <PositionModules names={layout.contentBottom} />
    </>
  );
}
