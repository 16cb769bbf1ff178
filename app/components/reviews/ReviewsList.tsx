import { formatDate } from "~/lib/content/dates";
import type { ReviewData } from "~/lib/reviews/review-form";
import * as styles from "./reviews.css";
import { RatingStars } from "./Stars";

/** The average (shown only above 0) over the list of reviews, newest first as the store sends them. */
export function ReviewsList({ reviews, average }: { reviews: readonly ReviewData[]; average: number }) {
  return (
    <div>
      {average > 0 ? (
        <div className={styles.summary} data-testid="rating-summary">
          <span className={styles.average}>{average.toFixed(1)}</span>
          <span className={styles.summaryText}>
            <RatingStars value={average} />
            <span>
              Based on {reviews.length} {reviews.length === 1 ? "review" : "reviews"}
            </span>
          </span>
        </div>
      ) : null}
      {reviews.length ? (
        <ul className={styles.list} aria-label="Reviews">
          {reviews.map((review, index) => (
            <li key={`${review.createdAt}-${index}`} className={styles.review}>
              <div className={styles.reviewHead}>
                <span className={styles.author}>{review.author}</span>
                <time className={styles.date} dateTime={review.createdAt}>
                  {formatDate(review.createdAt)}
                </time>
              </div>
              <RatingStars value={review.rating} />
              <p className={styles.content}>{review.content}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>There are no reviews yet. Be the first to write one.</p>
      )}
    </div>
  );
}
