import * as styles from "./account.css";

/**
 * The info alert of the account forms: an error message announced to screen readers (its "!" mark
 * is drawn by CSS, not read). Its own module, so pages without a form do not load conform and zod.
 */
export function InfoAlert({ message, autoFocus }: { message: string; autoFocus?: boolean }) {
  return (
    // Focusable as the form's error summary, by script only; focused when no field is marked (decision 236).
    // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
    <div className={styles.alert} role="alert" data-form-alert="" tabIndex={-1} autoFocus={autoFocus || undefined}>
      <p className={styles.alertText}>{message}</p>
    </div>
  );
}
