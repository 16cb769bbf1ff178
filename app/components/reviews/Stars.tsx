import { useEffect, useState } from "react";
import { cx } from "~/lib/cx";
import * as styles from "./reviews.css";

/** The rating scale (docs/product/texts-and-constants.md#numbers) and its star sizes. */
export const RATING_SCALE = 5;
export const STAR_SIZE = 13;
export const FORM_STAR_SIZE = 18;

function StarShape({ size, filled }: { size: number; filled: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.75 5.6 6.15.9-4.45 4.33 1.05 6.12L12 16.86l-5.5 2.89 1.05-6.12L3.1 9.3l6.15-.9z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

const scale = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/** Read-only stars (the widget's read-only mode: no interaction), filled to the rating, fractions included. */
export function RatingStars({ value, size = STAR_SIZE, className }: { value: number; size?: number; className?: string }) {
  const rating = Math.min(RATING_SCALE, Math.max(0, value || 0));
  return (
    <span className={cx(styles.stars, className)} role="img" aria-label={`Rated ${rating} out of ${RATING_SCALE}`}>
      <span className={styles.starRow}>
        {scale.map((star) => (
          <StarShape key={star} size={size} filled={false} />
        ))}
      </span>
      <span className={styles.starFill} style={{ width: `${(rating / RATING_SCALE) * 100}%` }}>
        {scale.map((star) => (
          <StarShape key={star} size={size} filled />
        ))}
      </span>
    </span>
  );
}

interface RatingInputProps {
  name: string;
  /** The value to start from (a failed post brings the chosen one back). */
  defaultValue: number;
  errors?: string[];
  errorId: string;
  label?: string;
}

/**
 * The rating widget: five radio buttons drawn as stars, so it posts without JavaScript. With it,
 * hovering previews the stars and a click sets 1 to 5 (docs/product/content-and-forms.md).
 */
export function RatingInput({ name, defaultValue, errors, errorId, label = "Rating" }: RatingInputProps) {
  const [value, setValue] = useState(defaultValue);
  const [preview, setPreview] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const shown = preview || value;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className={styles.ratingInput}
      data-enhanced={enhanced || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <span className={cx(styles.ratingStars, invalid && styles.invalidStars)} onMouseLeave={() => setPreview(0)}>
        {scale.map((star) => (
          <label
            key={star}
            className={cx(styles.ratingStar, enhanced && star <= shown && styles.ratingStarOn)}
            onMouseEnter={() => setPreview(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              defaultChecked={defaultValue === star}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
              autoFocus={(invalid && star === 1) || undefined}
              onChange={() => setValue(star)}
              className="visually-hidden"
            />
            <StarShape size={FORM_STAR_SIZE} filled={false} />
            <span className="visually-hidden">
              {star} {star === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </span>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {errors![0]}
        </p>
      ) : null}
    </fieldset>
  );
}
