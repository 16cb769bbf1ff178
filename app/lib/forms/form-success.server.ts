import { data, replace } from "@remix-run/node";
import type { FormSucceeded } from "./form-outcome";
import { isEnhanced } from "./progressive";

/**
 * The answer to a form that went through: post/redirect/get to `location` for a plain post; for a
 * fetcher, a 2xx success answer, which also revalidates every loader (the new review, the toast).
 */
export function formSucceeded<Form extends string>(formData: FormData, form: Form, location: string) {
  return isEnhanced(formData) ? data<FormSucceeded<Form>>({ form, succeeded: true }) : replace(location);
}
