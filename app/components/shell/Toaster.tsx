import { TOAST_TITLES, type Toast } from "~/lib/toast";
import { cx } from "~/lib/cx";
import * as styles from "./toast.css";

/** The notification area: renders the one-time message the session carried to this page. */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast ? (
        <div key={toast.message} className={cx(styles.toast, styles.kind[toast.kind])} data-toast={toast.kind}>
          <p className={styles.title}>{TOAST_TITLES[toast.kind]}</p>
          <p className={styles.message}>{toast.message}</p>
        </div>
      ) : null}
    </div>
  );
}
