/**
 * Forms that post through a fetcher with JavaScript and as a plain form post without it. Their
 * actions answer a refusal with data (a 4xx with the messages), and success with a redirect for a
 * plain post or `FormSucceeded` for a fetcher (app/lib/forms/form-success.server.ts). The form must
 * hold an `EnhancedMarker` so the action can tell the two apart.
 */
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { isFormSucceeded, type FormSucceeded } from "~/lib/forms/form-outcome";

/**
 * The fetcher of one form and the action's refusal for *this* form: from the fetcher, or after a
 * plain post from the route's action data (several forms share a route's action, told apart by
 * their `form` key). `onSuccess` runs once per successful post, after the revalidated page data
 * has arrived (e.g. to clear the form or open the cart).
 */
export function useFormFetcher<Data extends { form: string }>(form: Data["form"], onSuccess?: () => void) {
  const fetcher = useFetcher<Data | FormSucceeded<Data["form"]>>();
  const actionData = useActionData<Data>();
  useSettledAnswer(fetcher, (answer) => {
    if (isFormSucceeded(answer) && answer.form === form) onSuccess?.();
  });

  // Once this form has posted through the fetcher, an older plain post's refusal no longer applies.
  const answer = fetcher.data;
  const reply = answer
    ? !isFormSucceeded(answer) && answer.form === form
      ? answer
      : undefined
    : actionData?.form === form
      ? actionData
      : undefined;
  return { fetcher, reply };
}

/**
 * Runs `onAnswer` once per answer of a fetcher, when it has settled: after the revalidated page
 * data has arrived (state back to idle), e.g. to open the cart sidebar on the new cart. Each answer
 * is a new object, so nothing depends on seeing the fetcher's passing states.
 */
export function useSettledAnswer<Answer>(fetcher: { state: string; data: Answer | undefined }, onAnswer: (answer: Answer) => void) {
  const handled = useRef<unknown>(null);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer == null || handled.current === answer) return;
    handled.current = answer;
    callback.current(answer);
  }, [fetcher.state, fetcher.data]);
}

/**
 * A submit handler that lets one post of a form through until `busy` is over: a double click would
 * otherwise send it twice before the disabled button renders. `inner` (conform's handler) runs for
 * the first; a submission it stops (invalid fields) does not count.
 */
export function useSubmitOnce(busy: boolean, inner?: (event: FormEvent<HTMLFormElement>) => void) {
  const sending = useRef(false);
  useEffect(() => {
    if (!busy) sending.current = false;
  }, [busy]);
  return (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    inner?.(event);
    sending.current = !event.defaultPrevented;
  };
}
