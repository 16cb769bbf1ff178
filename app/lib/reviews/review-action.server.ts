/**
 * Posting a review (products and blog posts share the form, account document, section 5): the
 * review schema on the server, then the store. A bad form is a 400 with the messages in place and
 * the typed values kept; a refused review shows the store's message in the form's alert and as an
 * error notification; success is post/redirect/get back to the page with a notification (a fetcher
 * gets `FormSucceeded` and the same notification through the revalidated root loader).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { formFailure } from "~/lib/content/form-failure.server";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { reviewSchema, type ReviewInput } from "~/lib/forms/review";
import { countAttemptFrom } from "~/lib/rate-limit.server";
import type { Shopper } from "~/lib/shopper.server";
import { REVIEW_FORM, REVIEW_THANKS, type ReviewActionData } from "./review-form";

export async function reviewAction(
  shopper: Shopper,
  request: Request,
  formData: FormData,
  submit: (review: ReviewInput) => Promise<unknown>,
) {
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return data<ReviewActionData>({ form: REVIEW_FORM, result: submission.reply() }, { status: 400 });
  }
  // A flood of reviews would rewrite a rating (docs/decisions/133-rate-limits.md).
  const limit = await countAttemptFrom("review", request);
  if (limit) {
    return data<ReviewActionData>(
      { form: REVIEW_FORM, result: submission.reply({ formErrors: [limit.message] }) },
      { status: 429, headers: limit.headers },
    );
  }
  try {
    await submit(submission.value);
  } catch (error) {
    const { message, status } = formFailure(shopper, error, "review");
    return data<ReviewActionData>({ form: REVIEW_FORM, result: submission.reply({ formErrors: [message] }) }, { status });
  }
  shopper.flashToast({ kind: "notification", message: REVIEW_THANKS });
  // A plain post goes back to the page the review was written on (its own URL: id route or keyword URL).
  const url = new URL(request.url);
  return formSucceeded(formData, REVIEW_FORM, url.pathname + url.search);
}
