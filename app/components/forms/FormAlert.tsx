import { cx } from "~/lib/cx";
import * as styles from "./forms.css";

/**
 * The info alert of a form: one message, the store's or the first validation message (account
 * document, section 5), a success message after a form that stays on its page, or a notice the
 * shopper should act on that is neither (a session that ended: sign in again; typed values not saved
 * yet), drawn as a warning with an "i" mark, never as a success.
 */
export function FormAlert({
  message,
  tone = "error",
  id,
  autoFocus,
}: {
  message: string | null | undefined;
  tone?: "error" | "success" | "notice";
  id?: string;
  /** The form's error summary takes the focus (no field is marked): decision 236. */
  autoFocus?: boolean;
}) {
  if (!message) return null;
  return (
    <div
      id={id}
      className={cx(styles.alert, tone === "success" && styles.success, tone === "notice" && styles.notice)}
      role={tone === "error" ? "alert" : "status"}
      data-form-alert={tone}
      // Focusable as the form's error summary, by script only.
      tabIndex={tone === "error" ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
      autoFocus={autoFocus || undefined}
    >
      <span className={styles.alertMark} aria-hidden="true" />
      <p className={styles.alertText}>{message}</p>
    </div>
  );
}
