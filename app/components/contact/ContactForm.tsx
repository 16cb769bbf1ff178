import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useErrorFocus, useFormFetcher } from "~/components/forms/form-hooks";
import { FormAlert } from "~/components/forms/FormAlert";
import { TextareaField } from "~/components/forms/TextareaField";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { CONTACT_FORM, type ContactActionData } from "~/lib/contact/contact";
import { CONTACT_FIELDS, contactSchema } from "~/lib/forms/contact";
import { alertMessage } from "~/lib/forms/form-errors";
import { EnhancedMarker } from "~/lib/forms/progressive";
import * as styles from "./contact.css";

/**
 * The contact form (docs/product/content-and-forms.md): name 3-32, email, message 10-3000, checked
 * in the browser and again on the server with the same schema. With JavaScript it posts through a
 * fetcher and starts over empty after a successful send.
 */
export function ContactForm() {
  const [generation, setGeneration] = useState(0);
  const { fetcher, reply } = useFormFetcher<ContactActionData>(CONTACT_FORM, () => setGeneration((current) => current + 1));
  return <ContactFields key={generation} Form={fetcher.Form} lastResult={reply?.result} busy={fetcher.state !== "idle"} />;
}

interface ContactFieldsProps {
  Form: ReturnType<typeof useFormFetcher>["fetcher"]["Form"];
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}

function ContactFields({ Form, lastResult, busy }: ContactFieldsProps) {
  const [form, fields] = useForm({
    id: CONTACT_FORM,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useErrorFocus(form.id, lastResult);
  const { key: nameKey, ...name } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...email } = getInputProps(fields.email, { type: "email" });
  const { key: messageKey, ...message } = getTextareaProps(fields.message);
  return (
    <Form method="post" action="/contact" preventScrollReset className={styles.form} {...getFormProps(form)}>
      <EnhancedMarker />
      <FormAlert message={alertMessage(form.errors, form.allErrors, CONTACT_FIELDS)} />
      <div className={styles.formRow}>
        <Field key={nameKey} {...name} label="Name" errors={fields.name.errors} autoComplete="name" />
        <Field key={emailKey} {...email} label="Email" errors={fields.email.errors} autoComplete="email" />
      </div>
      <TextareaField key={messageKey} {...message} label="Message" errors={fields.message.errors} rows={6} />
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </Button>
      </div>
    </Form>
  );
}
