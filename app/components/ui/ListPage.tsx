import type { ReactNode } from "react";
import { Container } from "./Container";
import { EmptyList } from "./EmptyList";
import * as styles from "./list-page.css";

interface ListPageProps {
  title: string;
  /** Under the title: what the list holds (count, total). */
  summary?: ReactNode;
  /** Beside the title: what applies to the whole list. */
  actions?: ReactNode;
  /** The list; null shows the empty state with `emptyText`. */
  children: ReactNode | null;
  emptyText: string;
}

/** The shopper's own product lists (wishlist, compare): title, summary and actions, then the list or the empty state. */
export function ListPage({ title, summary, actions, children, emptyText }: ListPageProps) {
  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {summary}
        </div>
        {actions}
      </div>
      {children ?? <EmptyList text={emptyText} />}
    </Container>
  );
}
