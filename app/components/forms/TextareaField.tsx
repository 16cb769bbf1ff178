import { useId, type TextareaHTMLAttributes } from "react";
import * as fieldStyles from "~/components/ui/field.css";
import { cx } from "~/lib/cx";
import * as styles from "./forms.css";

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  errors?: string[];
}

/** The multi-line sibling of ui/Field: label, textarea and its first message, wired with aria attributes. */
export function TextareaField({ label, errors, id, className, ...props }: TextareaFieldProps) {
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
