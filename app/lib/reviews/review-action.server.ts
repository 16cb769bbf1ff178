/**
 * Posting a review (products and blog posts share the form, docs/product/content-and-forms.md#validation): the
 * review schema on the server, then the store. A bad form is a 400 with the messages in place and
 * the typed values kept; a refused review shows the store's message in the form's alert and as an
 * error notification; success is post/redirect/get back to the page with a notification (a fetcher
 * gets `FormSucceeded` and the same notification through the revalidated root loader).
 *
 * A double click, or three quick plain posts, send the same rendered form again: its one-time
 * token, with the page and the review itself, is claimed once, and a repeat is answered as the
 * first was without posting. The text is part of the key because a page kept by the page
 * cache gives several visitors the same token.
 */
import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { catalogueChangedHere } from "~/lib/catalogue-version.server";
import { formFailure } from "~/lib/forms/form-failure.server";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { reviewSchema, type ReviewInput } from "~/lib/forms/review";
import { claimOnce, countAttemptFrom, releaseOnce } from "~/lib/rate-limit.server";
import type { Shopper } from "~/lib/shopper.server";
import { ALREADY_REVIEWED, REVIEW_FORM, REVIEW_THANKS, REVIEW_TOKEN_FIELD, type ReviewActionData } from "./review-form";
import { rememberReviewed, type ReviewedKind } from "./reviewed.server";

export async function reviewAction(
  shopper: Shopper,
  request: Request,
  formData: FormData,
  submit: (review: ReviewInput) => Promise<unknown>,
  /** The item reviewed: its page then says it was, instead of offering the form again. */
  item: { kind: ReviewedKind; id: string },
  /** After the review was posted, or this form's repeat was answered as if it had. */
  onReviewed?: () => void,
) {
  const done = () => {
    rememberReviewed(shopper, item.kind, item.id);
    onReviewed?.();
  };
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return data<ReviewActionData>({ form: REVIEW_FORM, result: submission.reply() }, { status: 400 });
  }
  const once = onceKey(request, formData, submission.value);
  if (once && !(await claimOnce(once))) {
    done();
    return reviewed(shopper, request, formData);
  }
  // A flood of reviews would rewrite a rating (docs/decisions/133-rate-limits.md).
  const limit = await countAttemptFrom("review", request);
  if (limit) {
    if (once) await releaseOnce(once);
    return data<ReviewActionData>(
      { form: REVIEW_FORM, result: submission.reply({ formErrors: [limit.message] }) },
      { status: 429, headers: limit.headers },
    );
  }
  try {
    await submit(submission.value);
  } catch (error) {
    if (once) await releaseOnce(once);
    const { message, status } = formFailure(shopper, error, "review");
    // Reviewed before (another tab, a form kept open): the page says so from now on.
    if (message === ALREADY_REVIEWED) rememberReviewed(shopper, item.kind, item.id);
    return data<ReviewActionData>({ form: REVIEW_FORM, result: submission.reply({ formErrors: [message] }) }, { status });
  }
  // Every visitor's next page shows the review: this process's caches move before it answers
  // (docs/decisions/244-fresh-catalogue.md).
  await catalogueChangedHere();
  done();
  return reviewed(shopper, request, formData);
}

function reviewed(shopper: Shopper, request: Request, formData: FormData) {
  shopper.flashToast({ kind: "notification", message: REVIEW_THANKS });
  // A plain post goes back to the page the review was written on (its own URL: id route or keyword URL).
  const url = new URL(request.url);
  return formSucceeded(formData, REVIEW_FORM, url.pathname + url.search);
}

/** The claim of one sending of one rendered form; none for a form without a token (an older page). */
function onceKey(request: Request, formData: FormData, review: ReviewInput): string | undefined {
  const token = formData.get(REVIEW_TOKEN_FIELD);
  if (typeof token !== "string" || !token) return undefined;
  const { pathname } = new URL(request.url);
  return createHash("sha256")
    .update(JSON.stringify([token.slice(0, 64), pathname, review]))
    .digest("base64url");
}
