import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useRef, type ComponentProps, type ComponentType, type Ref } from "react";
import { useFormFetcher } from "~/components/forms/form-hooks";
import { Button } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { NEWSLETTER_FORM, NEWSLETTER_PATH } from "~/lib/home/newsletter";
import * as styles from "./newsletter.css";
import { SocialLinks } from "./SocialLinks";

export interface NewsletterActionData {
  form: typeof NEWSLETTER_FORM;
  result: SubmissionResult<string[]>;
}

/**
 * The newsletter and social block (docs/product/content-and-forms.md: home page, before the footer). The form posts to
 * /newsletter: with JavaScript through a fetcher (errors in place, the thank-you notification
 * without leaving the page), without it as a plain post that comes back here.
 */
export function NewsletterBlock() {
  const formRef = useRef<HTMLFormElement>(null);
  // After a sign-up the form starts over.
  const { fetcher, reply } = useFormFetcher<NewsletterActionData>(NEWSLETTER_FORM, () => formRef.current?.reset());
  const busy = fetcher.state !== "idle";

  return (
    <section className={styles.block} aria-labelledby="newsletter-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            New frames, first
          </h2>
          <p className={styles.text}>Join the list for new arrivals, restocks of favourites and the odd quiet sale.</p>
        </div>
        <NewsletterForm formRef={formRef} FormComponent={fetcher.Form} lastResult={reply?.result} busy={busy} />
        <div className={styles.social}>
          <p className={styles.socialTitle}>Follow us</p>
          <SocialLinks />
        </div>
      </Container>
    </section>
  );
}

interface NewsletterFormProps {
  FormComponent?: ComponentType<ComponentProps<typeof Form>>;
  lastResult?: SubmissionResult<string[]> | null;
  busy?: boolean;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The e-mail field and button. The rules are checked on the server only (the shared zod schema),
 * and the answer is plain data to show, so pages with this block ship no form library at all.
 */
export function NewsletterForm({ FormComponent = Form, lastResult, busy = false, formRef }: NewsletterFormProps) {
  const { pathname, search } = useLocation();
  // The address's own error, else the form's (too many sign-ups from one address).
  const error = lastResult?.error?.email?.[0] ?? lastResult?.error?.[""]?.[0];
  const typed = lastResult?.initialValue?.email;
  const back = pathname === NEWSLETTER_PATH ? "/" : pathname + search;
  return (
    <FormComponent method="post" action={NEWSLETTER_PATH} preventScrollReset ref={formRef} noValidate className={styles.form}>
      <EnhancedMarker />
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          defaultValue={typeof typed === "string" ? typed : undefined}
          className={styles.input}
          placeholder="Your email address"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
        />
        <Button type="submit" variant="dark" disabled={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </Button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </FormComponent>
  );
}
