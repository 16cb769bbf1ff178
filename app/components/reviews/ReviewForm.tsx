/**
 * The review form of products and blog posts (docs/product/content-and-forms.md). It validates on
 * the server with the review schema: the browser gets the schema's bounds as HTML constraints
 * only, which keeps zod out of the product page (docs/decisions/081). With JavaScript it posts
 * through a fetcher, once per click however quick, and clears rating, name and text after a
 * successful post; in both modes its one-time token makes a repeat post nothing.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFormFetcher, useSubmitOnce } from "~/components/forms/form-hooks";
import { FormAlert } from "~/components/forms/FormAlert";
import { TextareaField } from "~/components/forms/TextareaField";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { alertMessage } from "~/lib/forms/form-errors";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { REVIEW_FIELDS, reviewConstraint } from "~/lib/forms/review-fields";
import { REVIEW_FORM, REVIEW_TOKEN_FIELD, type ReviewActionData } from "~/lib/reviews/review-form";
import * as styles from "./reviews.css";
import { RatingInput } from "./Stars";

/** Said where the form would be once the shopper has reviewed the item (one review per shopper and item). */
export const ONE_REVIEW_TEXT = "You have already written a review for this item. Thank you: one review per shopper and item.";

export function ReviewForm({
  title = "Write a review",
  intro,
  alreadyReviewed = false,
  author = "",
}: {
  title?: string;
  intro?: string;
  alreadyReviewed?: boolean;
  /** The signed-in customer's name: "Author name" starts with it. */
  author?: string;
}) {
  if (alreadyReviewed)
    return (
      <div className={styles.formCard} data-reviewed>
        <h3 className={styles.formTitle}>{title}</h3>
        <p className={styles.formIntro} role="status">
          {ONE_REVIEW_TEXT}
        </p>
      </div>
    );
  return <ReviewFormCard title={title} intro={intro} author={author} />;
}

function ReviewFormCard({ title, intro, author }: { title: string; intro?: string; author: string }) {
  // A new generation of fields after each successful post: empty again, the stars included.
  const [generation, setGeneration] = useState(0);
  const { fetcher, reply } = useFormFetcher<ReviewActionData>(REVIEW_FORM, () => setGeneration((current) => current + 1), FORM_ID);
  const busy = fetcher.state !== "idle";
  return (
    <div className={styles.formCard}>
      <h3 className={styles.formTitle}>{title}</h3>
      {intro ? <p className={styles.formIntro}>{intro}</p> : null}
      <ReviewFields key={generation} Form={fetcher.Form} lastResult={reply?.result} busy={busy} author={author} />
    </div>
  );
}

interface ReviewFieldsProps {
  Form: ReturnType<typeof useFormFetcher>["fetcher"]["Form"];
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  author: string;
}

/** 128 random bits as hex. Not `crypto.randomUUID()`: browsers offer it only on HTTPS and localhost. */
function oneTimeToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The form's id: its fields' ids and error ids derive from it (as conform named them). */
const FORM_ID = "review";

/**
 * The attributes of one text field from the server's last answer: its HTML constraints, the typed
 * value back after a refused post, and the error wiring. The same attributes conform rendered.
 */
function fieldProps(name: "author" | "content", lastResult: SubmissionResult<string[]> | undefined, start = "") {
  const errors = lastResult?.error?.[name] ?? undefined;
  const typed = lastResult ? lastResult.initialValue?.[name] : start || undefined;
  const invalid = Boolean(errors?.length);
  return {
    id: `${FORM_ID}-${name}`,
    name,
    form: FORM_ID,
    ...reviewConstraint[name],
    defaultValue: typeof typed === "string" ? typed : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${FORM_ID}-${name}-error` : undefined,
    errors: errors ?? undefined,
  };
}

function ReviewFields({ Form, lastResult, busy, author }: ReviewFieldsProps) {
  const errors = lastResult?.error ?? {};
  const rating = Number(lastResult?.initialValue?.rating) || 0;
  const onSubmit = useSubmitOnce(busy);
  // One token per rendered form (a new one after each success): the server posts a form's review once.
  // Whichever token hydration leaves in the page stays for the form's life, which is all that matters.
  const [token] = useState(oneTimeToken);
  return (
    <Form method="post" preventScrollReset className={styles.form} id={FORM_ID} noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={REVIEW_FORM} />
      <input type="hidden" name={REVIEW_TOKEN_FIELD} value={token} suppressHydrationWarning />
      <EnhancedMarker />
      <FormAlert
        message={alertMessage(errors[""] ?? undefined, errors, REVIEW_FIELDS)}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
        autoFocus={!REVIEW_FIELDS.some((name) => errors[name]?.length)}
      />
      <RatingInput name="rating" defaultValue={rating} errors={errors.rating ?? undefined} errorId={`${FORM_ID}-rating-error`} />
      <Field {...fieldProps("author", lastResult, author)} type="text" label="Author name" autoComplete="name" />
      <TextareaField {...fieldProps("content", lastResult)} label="Review text" rows={5} />
      <div>
        <Button type="submit" variant="dark" disabled={busy}>
          {busy ? "Sending…" : "Submit review"}
        </Button>
      </div>
    </Form>
  );
}
