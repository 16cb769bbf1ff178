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
export function useFormFetcher<Data extends { form: string }>(form: Data["form"], onSuccess?: () => void, formId?: string) {
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
  useErrorFocus(formId, reply);
  return { fetcher, reply };
}

/**
 * Where a refused form puts the focus, and the screen reader's voice with it: its first invalid
 * field (its message is the field's description), else its alert (an error summary, role=alert).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  // Its own, and those placed elsewhere that name it (`form` attribute), in the page's order.
  const belongs = (element: Element) => element.closest("form") === form || element.getAttribute("form") === form.id;
  const invalid = [...document.querySelectorAll<HTMLElement>("[aria-invalid='true']")].find(belongs);
  // A group (radio buttons, stars) is focused through its first control.
  const target =
    invalid && !invalid.matches("input, select, textarea")
      ? invalid.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")
      : (invalid ?? [...document.querySelectorAll<HTMLElement>("[data-form-alert]")].find(belongs));
  if (target && target !== document.activeElement) target.focus();
}

/** The field name conform reserves for its intents (`INTENT` of @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

/**
 * With JavaScript, the focus goes to a form's first error (focusFirstError) once the server's
 * answer `answer` is in, and after a submit the form's own checks stopped (conform's schema, which
 * may leave the focus on the button it disabled or on the page). Without JavaScript the fields'
 * `autoFocus` does it (docs/decisions/236-focus-on-first-error.md).
 */
export function useErrorFocus(formId: string | undefined, answer: unknown) {
  useEffect(() => {
    if (!formId || !answer) return;
    // Once the form has drawn the answer: conform shows it a render later.
    const timer = setTimeout(() => focusFirstError(document.getElementById(formId) as HTMLFormElement | null));
    return () => clearTimeout(timer);
  }, [formId, answer]);
  useEffect(() => {
    if (!formId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Heard on the document, after every submit handler has run (a form remade after a success is
    // the same id), and checked once React has drawn the messages: a post on its way disables its
    // button, a refused one left its fields invalid.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== formId) return;
      // conform validates a field on blur or input by a submit of its own (a hidden button named
      // after its reserved intent field): the shopper is still typing, and the focus stays.
      if (event.submitter?.getAttribute("name") === CONFORM_INTENT) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!form.querySelector("[type=submit]:disabled")) focusFirstError(form);
      });
    };
    document.addEventListener("submit", onSubmit);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("submit", onSubmit);
    };
  }, [formId]);
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
