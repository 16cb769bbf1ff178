import { useState } from "react";
import { TOAST_TITLES, type Toast } from "~/lib/toast";
import { cx } from "~/lib/cx";
import * as styles from "./toast.css";

/**
 * The notification area: renders the one-time message the session carried to this page. It keeps
 * showing the last message until its three seconds are over (CSS hides it), even when the next
 * revalidation, which no longer carries it, comes sooner; a new message takes its place at once.
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const [shown, setShown] = useState(toast);
  if (toast && toast !== shown && (toast.id ?? toast.message) !== (shown?.id ?? shown?.message)) setShown(toast);
  const current = toast ?? shown;
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {current ? (
        <div key={current.id ?? current.message} className={cx(styles.toast, styles.kind[current.kind])} data-toast={current.kind}>
          <p className={styles.title}>{TOAST_TITLES[current.kind]}</p>
          <p className={styles.message}>{current.message}</p>
        </div>
      ) : null}
    </div>
  );
}
