/**
 * A fetcher's answer when its form went through. Plain posts get post/redirect/get instead; a
 * fetcher gets this, so the page knows for certain that *this* post succeeded (to clear the form or
 * open the cart) without guessing from the fetcher's passing states, which React may skip under load.
 */
export interface FormSucceeded<Form extends string = string> {
  form: Form;
  succeeded: true;
}

export function isFormSucceeded(answer: unknown): answer is FormSucceeded {
  return typeof answer === "object" && answer !== null && (answer as Partial<FormSucceeded>).succeeded === true;
}
