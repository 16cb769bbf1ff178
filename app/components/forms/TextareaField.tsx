import { useId, type TextareaHTMLAttributes } from "react";
import * as fieldStyles from "~/components/ui/field.css";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/forms/progressive";
import * as styles from "./forms.css";

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  errors?: string[];
}

/** The multi-line sibling of ui/Field: label, textarea and its first message, wired with aria attributes. */
export function TextareaField({ label, errors, id, className, ...props }: TextareaFieldProps) {
  // With JavaScript the focus moves on submit (useErrorFocus): autofocus would take it while the shopper types.
  const hydrated = useHydrated();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hasErrors = Boolean(errors?.length);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={cx(fieldStyles.input, styles.textarea)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
        autoFocus={(hasErrors && !hydrated) || undefined}
        {...props}
      />
      {hasErrors ? (
        <p id={errorId} className={fieldStyles.error}>
          {errors![0]}
        </p>
      ) : null}
    </div>
  );
}
