import { useEffect, useRef } from "react";
import { cx } from "~/lib/cx";
import * as styles from "./forms.css";

/**
 * The info alert of a form: one message, the store's or the first validation message (docs/product/accounts.md#forms), a success message after a form that stays on its page, or a notice the
 * shopper should act on that is neither (a session that ended: sign in again; typed values not saved
 * yet), drawn as a warning with an "i" mark, never as a success.
 */
export function FormAlert({
  message,
  tone = "error",
  id,
  autoFocus,
  announce = false,
}: {
  message: string | null | undefined;
  tone?: "error" | "success" | "notice";
  id?: string;
  /** The form's error summary takes the focus (no field is marked): decision 236. */
  autoFocus?: boolean;
  /**
   * A notice the page opens with (a session that ended, a password just changed): an alert that
   * takes the focus on load, so a screen reader reads it before the form, with or without JavaScript.
   */
  announce?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // React focuses only form controls by `autoFocus` on a client render (a page reached by a
  // redirect with JavaScript); the server's `autofocus` attribute does it on a page load.
  useEffect(() => {
    if (announce && message) ref.current?.focus();
  }, [announce, message]);
  if (!message) return null;
  const focusable = tone === "error" || announce;
  return (
    <div
      ref={ref}
      id={id}
      className={cx(
        styles.alert,
        tone === "error" && styles.error,
        tone === "success" && styles.success,
        tone === "notice" && styles.notice,
      )}
      role={focusable ? "alert" : "status"}
      data-form-alert={tone}
      // Focusable as the form's error summary, or as the page's opening notice, by script or autofocus only.
      tabIndex={focusable ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid, or for a notice said at load (docs/decisions/236-focus-on-first-error.md)
      autoFocus={autoFocus || announce || undefined}
    >
      <span className={styles.alertMark} aria-hidden="true" />
      <p className={styles.alertText}>{message}</p>
    </div>
  );
}
