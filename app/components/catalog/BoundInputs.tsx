import { useEffect, useRef, useState } from "react";
import { Input } from "~/components/ui/Field";
import { saveChosenRange } from "~/lib/listing/browser-storage";
import {
  clampLower,
  clampUpper,
  formatBound,
  parseBound,
  PRICE_INPUT_DEBOUNCE_MS,
  RANGE_PUSH_DEBOUNCE_MS,
  type BoundRange,
} from "~/lib/listing/price-range";
import { INVALID_PRICE } from "~/lib/price";
import * as styles from "./filters.css";

type Side = "min" | "max";

interface BoundInputsProps {
  /** The group's name, for the inputs' accessible names ("Price", "Lens width"). */
  label: string;
  names: Record<Side, string>;
  /** What the address holds now. */
  value: BoundRange;
  /** The store's lowest and highest value, shown as placeholders. */
  limits: { min: number | null; max: number | null };
  prefix?: string;
  /** A unit after the numbers of the hint ("mm"). */
  unit?: string;
  /** Where the typed selection is saved before it is applied (`price`, `range:7`). */
  storageKey: string;
  /** The catalog's pathname, for the saved selection. */
  path: string;
}

const text = (bound: number | null) => (bound == null ? "" : formatBound(bound));

/**
 * A lower and an upper bound (docs/product/catalog.md): after PRICE_INPUT_DEBOUNCE_MS without typing, a
 * lower bound above the upper one becomes the upper one, and an upper bound below the lower one
 * becomes the lower one; text that is no price says so. After RANGE_PUSH_DEBOUNCE_MS the selection
 * is saved in local storage (`chosenFilters`). Plain number inputs of the panel's GET form without
 * JavaScript (the server then applies the same rule).
 */
export function BoundInputs({ label, names, value, limits, prefix = "", unit, storageKey, path }: BoundInputsProps) {
  const [values, setValues] = useState<Record<Side, string>>({ min: text(value.min), max: text(value.max) });
  const [invalid, setInvalid] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const timers = useRef<{ check?: ReturnType<typeof setTimeout>; push?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.check);
      clearTimeout(pending.push);
    };
  }, []);

  function check(edited: Side) {
    const min = parseBound(latest.current.min);
    const max = parseBound(latest.current.max);
    if (min === "invalid" || max === "invalid") {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = edited === "min" ? { min: clampLower(min, max), max } : { min, max: clampUpper(max, min) };
    if (next.min !== min || next.max !== max) setValues({ min: text(next.min), max: text(next.max) });
  }

  function push() {
    const min = parseBound(latest.current.min);
    const max = parseBound(latest.current.max);
    if (min === "invalid" || max === "invalid") return;
    saveChosenRange(path, { key: storageKey, min, max });
  }

  function change(side: Side, typed: string) {
    setValues((current) => ({ ...current, [side]: typed }));
    clearTimeout(timers.current.check);
    clearTimeout(timers.current.push);
    timers.current.check = setTimeout(() => check(side), PRICE_INPUT_DEBOUNCE_MS);
    timers.current.push = setTimeout(push, RANGE_PUSH_DEBOUNCE_MS);
  }

  const field = (side: Side, caption: string) => (
    <label className={styles.boundField}>
      <span className={styles.boundLabel}>{caption}</span>
      <span className={styles.boundInputWrap}>
        {prefix ? <span className={styles.boundAffix}>{prefix}</span> : null}
        <Input
          className={prefix ? styles.boundInput : undefined}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          name={names[side]}
          value={values[side]}
          placeholder={text(limits[side])}
          aria-label={`${label}, ${side === "min" ? "lowest" : "highest"}`}
          aria-invalid={invalid || undefined}
          onChange={(event) => change(side, event.currentTarget.value)}
        />
      </span>
    </label>
  );

  return (
    <>
      <div className={styles.bounds}>
        {field("min", "From")}
        <span className={styles.boundDash} aria-hidden="true">
          –
        </span>
        {field("max", "To")}
      </div>
      {invalid ? (
        <p className={styles.boundHint} role="alert">
          {INVALID_PRICE}
        </p>
      ) : limits.min != null && limits.max != null ? (
        <p className={styles.boundHint}>
          {`${prefix}${text(limits.min)} – ${prefix}${text(limits.max)}${unit ? ` ${unit}` : ""} in this selection`}
        </p>
      ) : null}
    </>
  );
}
