import * as styles from "./account.css";

/**
 * The info alert of the account forms: an error message announced to screen readers (its "!" mark
 * is drawn by CSS, not read). Its own module, so pages without a form do not load conform and zod.
 */
export function InfoAlert({ message }: { message: string }) {
  return (
    <div className={styles.alert} role="alert" data-form-alert="">
      <p className={styles.alertText}>{message}</p>
    </div>
  );
}
