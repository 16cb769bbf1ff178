import * as fieldStyles from "~/components/ui/field.css";
import { optionElementId, optionFieldName, type OptionValueData, type ProductOptionData } from "~/lib/cart/cart-options";
import { cx } from "~/lib/cx";
import * as styles from "./product-page.css";

interface OptionFieldProps {
  option: ProductOptionData;
  /** The values chosen before a failed post, to show them again. */
  chosen: readonly string[] | undefined;
  /** The store's message about this option ('Frame size required!'). */
  error: string | undefined;
}

/** "Brown gradient (+$10.00)": a value with its add-on, when it costs extra. */
const valueLabel = (value: OptionValueData) => (value.price ? `${value.name} (${value.price})` : value.name);

const INPUT_TYPES = { text: "text", date: "date", time: "time" } as const;

/**
 * One product option as a form field named `option[{id}]` (select, radio, checkbox, text, textarea,
 * date, time). Required options are marked; the store checks them and its message shows here.
 */
export function OptionField({ option, chosen, error }: OptionFieldProps) {
  const name = optionFieldName(option.id);
  const id = optionElementId(option.id);
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  // A stock store does not say which options are required (ProductOption.required is an extension);
  // its refusal ('Frame size required!') does, so the option is marked from then on.
  const required = option.required || Boolean(error?.trim().endsWith(" required!"));
  const aria = {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    "aria-required": required || undefined,
  };
  // Without JavaScript the browser focuses the page's first invalid field (docs/decisions/236-focus-on-first-error.md).
  const control = { ...aria, autoFocus: invalid || undefined };
  const title = (
    <>
      {option.name}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  const message = invalid ? (
    <p id={errorId} className={fieldStyles.error}>
      {error}
    </p>
  ) : null;

  if (option.type === "radio" || option.type === "checkbox") {
    return (
      <fieldset className={styles.optionGroup} role={option.type === "radio" ? "radiogroup" : "group"} {...aria}>
        <legend className={styles.optionLegend}>{title}</legend>
        <div className={styles.chips}>
          {option.values.map((value, index) => (
            <label key={value.id} className={cx(styles.chip, invalid && styles.chipInvalid)}>
              <input
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
                autoFocus={(invalid && index === 0) || undefined}
                type={option.type}
                name={name}
                value={value.id}
                defaultChecked={chosen?.includes(value.id)}
                className="visually-hidden"
              />
              <span>{value.name}</span>
              {value.price ? <span className={styles.chipPrice}>{value.price}</span> : null}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {title}
      </label>
      {option.type === "select" ? (
        <select id={id} name={name} defaultValue={chosen?.[0] ?? ""} className={cx(fieldStyles.input, styles.select)} {...control}>
          <option value="">--- Please Select ---</option>
          {option.values.map((value) => (
            <option key={value.id} value={value.id}>
              {valueLabel(value)}
            </option>
          ))}
        </select>
      ) : option.type === "textarea" ? (
        <textarea
          id={id}
          name={name}
          defaultValue={chosen?.[0] ?? ""}
          rows={3}
          maxLength={1000}
          className={cx(fieldStyles.input, styles.textarea)}
          {...control}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={INPUT_TYPES[option.type as keyof typeof INPUT_TYPES] ?? "text"}
          defaultValue={chosen?.[0] ?? ""}
          maxLength={option.type === "text" ? 1000 : undefined}
          className={fieldStyles.input}
          {...control}
        />
      )}
      {message}
    </div>
  );
}
