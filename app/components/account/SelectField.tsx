import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEventHandler, ReactNode } from "react";
import * as fieldStyles from "~/components/ui/field.css";
import type { PlaceOption } from "~/lib/address";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/forms/progressive";
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
  /**
   * A control beside the select, under the same label (the address form's "Update zones"). Pass
   * null rather than leave it out when it comes and goes: the select keeps its place in the tree,
   * so React does not remake it (and lose a choice made before hydration).
   */
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
  // With JavaScript the focus moves on submit (useErrorFocus): autofocus would take it while the shopper types.
  const hydrated = useHydrated();
  const { key, ...props } = getSelectProps(meta);
  const select = (
    <select
      key={key}
      {...props}
      defaultValue={defaultValue ?? props.defaultValue}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
      autoFocus={(Boolean(meta.errors?.length) && !hydrated) || undefined}
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
      {addon !== undefined ? (
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
