import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEventHandler, ReactNode } from "react";
import * as fieldStyles from "~/components/ui/field.css";
import type { PlaceOption } from "~/lib/account/address";
import { cx } from "~/lib/cx";
import * as styles from "./account.css";

interface SelectFieldProps {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  options: readonly PlaceOption[];
  /** The first, empty choice ("Please select"). */
  placeholder: string;
  /** Overrides conform's starting value (e.g. a zone reset after the country changed). */
  defaultValue?: string;
  disabled?: boolean;
  autoComplete?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  className?: string;
  /** A control beside the select, under the same label (the address form's "Update zones"). */
  addon?: ReactNode;
}

/** A labelled select bound to a conform field, styled like the shop's inputs, with its first message. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  defaultValue,
  disabled,
  autoComplete,
  onChange,
  className,
  addon,
}: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  const select = (
    <select
      key={key}
      {...props}
      defaultValue={defaultValue ?? props.defaultValue}
      disabled={disabled}
      autoComplete={autoComplete}
      onChange={onChange}
      className={cx(fieldStyles.input, styles.select)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={fieldStyles.label} htmlFor={meta.id}>
        {label}
      </label>
      {addon ? (
        <div className={styles.inlineRow}>
          {select}
          {addon}
        </div>
      ) : (
        select
      )}
      {meta.errors?.length ? (
        <p id={meta.errorId} className={fieldStyles.error}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
