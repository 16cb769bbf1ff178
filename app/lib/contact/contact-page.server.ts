/**
 * The contact page (docs/product/content-and-forms.md): the store's details and locations from
 * `contact`, and the contact form's action (`contactSend`).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { CommerceClient } from "~/lib/api/client.server";
import { contactSchema } from "~/lib/forms/contact";
import { formFailure } from "~/lib/forms/form-failure.server";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { throwApiFailure } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";
import type { Shopper } from "~/lib/shopper.server";
import { CONTACT_FORM, CONTACT_PATH, CONTACT_SENT, type ContactActionData, type ContactPageData } from "./contact";
import { ContactPageDocument, ContactSendDocument } from "./queries.server";

const text = (value: string | null | undefined) => value?.trim() ?? "";

export async function loadContactPage(api: CommerceClient): Promise<ContactPageData> {
  const { contact } = await api.request(ContactPageDocument).catch(throwApiFailure);
  return {
    store: text(contact?.store),
    address: text(contact?.address),
    email: text(contact?.email),
    telephone: text(contact?.telephone),
    fax: text(contact?.fax),
    open: text(contact?.open),
    comment: text(contact?.comment),
    locations: (contact?.locations ?? []).flatMap((location) =>
      location
        ? [
            {
              address: text(location.address),
              telephone: text(location.telephone),
              image: location.image || null,
              comment: text(location.comment),
              open: text(location.open),
            },
          ]
        : [],
    ),
  };
}

/**
 * The contact form: 400 with the messages in place for bad input; the store's refusal as an error
 * notification and in the form's alert; success is post/redirect/get with 'Your message has been
 * successfully sent.' and an empty form.
 */
export async function contactAction(shopper: Shopper, request: Request) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data<ContactActionData>({ form: CONTACT_FORM, result: submission.reply() }, { status: 400 });
  }
  const limit = await countAttemptFrom("contact", request);
  if (limit) {
    return data<ContactActionData>(
      { form: CONTACT_FORM, result: submission.reply({ formErrors: [limit.message] }) },
      { status: 429, headers: limit.headers },
    );
  }
  try {
    const { contactSend } = await shopper.api.request(ContactSendDocument, submission.value);
    if (contactSend?.status === false) throw new Error("Your message could not be sent. Please try again.");
  } catch (error) {
    const { message, status } = formFailure(shopper, error, "contactSend");
    return data<ContactActionData>({ form: CONTACT_FORM, result: submission.reply({ formErrors: [message] }) }, { status });
  }
  shopper.flashToast({ kind: "notification", message: CONTACT_SENT });
  return formSucceeded(formData, CONTACT_FORM, CONTACT_PATH);
}
