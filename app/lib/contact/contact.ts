/** What the contact page's loader, action and components agree on (client-safe). */
import type { SubmissionResult } from "@conform-to/react";

export const CONTACT_PATH = "/contact";
export const CONTACT_FORM = "contact";
/** Messages: docs/product/texts-and-constants.md#messages. */
export const CONTACT_SENT = "Your message has been successfully sent.";

export interface ContactActionData {
  form: typeof CONTACT_FORM;
  result: SubmissionResult<string[]>;
}

export interface StoreLocation {
  address: string;
  telephone: string;
  image: string | null;
  comment: string;
  open: string;
}

export interface ContactPageData {
  store: string;
  address: string;
  email: string;
  telephone: string;
  fax: string;
  open: string;
  comment: string;
  locations: StoreLocation[];
}
