/**
 * The newsletter block's address and texts, apart from its schema (app/lib/forms/newsletter.ts) so
 * the component, on every page's layout, does not pull the validation library into the browser.
 */

/** The `form` key of the action's answers. */
export const NEWSLETTER_FORM = "newsletter";

/** Where the form posts (a page too, so a failed post without JavaScript shows its message there). */
export const NEWSLETTER_PATH = "/newsletter";

/** The notification after a valid sign-up: honest that the address is not kept (docs/decisions/065). */
export const NEWSLETTER_THANKS =
  "Thank you! Our newsletter is not out yet, so we have not kept your address. Follow us for new frames in the meantime.";
