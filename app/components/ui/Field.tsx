import { forwardRef, useId, type InputHTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/forms/progressive";
import * as styles from "./field.css";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cx(styles.input, className)} {...props} />;
});

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation messages for this field (conform's `field.errors`). */
  errors?: string[];
}

/** A labelled input with its error text, wired with aria attributes. */
export function Field({ label, errors, id, className, ...props }: FieldProps) {
  // With JavaScript the focus moves on submit (useErrorFocus): autofocus would take it while the shopper types.
  const hydrated = useHydrated();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hasErrors = Boolean(errors?.length);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <Input
        id={inputId}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        // Without JavaScript the browser focuses the page's first autofocus: the first invalid field (decision 236).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
        autoFocus={(hasErrors && !hydrated) || undefined}
        {...props}
      />
      {hasErrors ? (
        <p id={errorId} className={styles.error}>
          {errors![0]}
        </p>
      ) : null}
    </div>
  );
}
