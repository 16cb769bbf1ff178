/**
 * The newsletter block's texts and address (docs/decisions/342-newsletter-link-or-coming-soon.md):
 * the shop keeps no list, so the block links to the operator's mail provider's sign-up page
 * (NEWSLETTER_URL) or says the newsletter is coming soon, and asks for nothing.
 */

/** The newsletter's page: the block's words on a page of their own (older pages posted here). */
export const NEWSLETTER_PATH = "/newsletter";

export const NEWSLETTER_TITLE = "New frames, first";
export const NEWSLETTER_INVITE = "Join our newsletter for new arrivals, restocks of favourites and the odd quiet sale.";
export const NEWSLETTER_SIGN_UP = "Sign up for the newsletter";
export const NEWSLETTER_COMING_SOON = "Our newsletter is coming soon. Until then, follow us for new arrivals and restocks.";
