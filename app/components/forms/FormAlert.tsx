import { cx } from "~/lib/cx";
import * as styles from "./forms.css";

/**
 * The info alert of a form: one message, the store's or the first validation message (account
 * document, section 5), or a success message after a form that stays on its page.
 */
export function FormAlert({
  message,
  tone = "error",
  id,
}: {
  message: string | null | undefined;
  tone?: "error" | "success";
  id?: string;
}) {
  if (!message) return null;
  return (
    <div
      id={id}
      className={cx(styles.alert, tone === "success" && styles.success)}
      role={tone === "error" ? "alert" : "status"}
      data-form-alert={tone}
    >
      <span className={styles.alertMark} aria-hidden="true" />
      <p className={styles.alertText}>{message}</p>
    </div>
  );
}
