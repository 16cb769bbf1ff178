import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps, type ComponentType, type Ref } from "react";
import { NEWSLETTER_PATH } from "~/lib/home/newsletter";
import { Button } from "../ui/Button";
import { Container } from "../ui/Container";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./newsletter.css";

export interface NewsletterActionData {
  result: SubmissionResult<string[]>;
}

/**
 * The newsletter and social block (spec: home page, before the footer). The form posts to
 * /newsletter: with JavaScript through a fetcher (errors in place, the thank-you notification
 * without leaving the page), without it as a plain post that comes back here.
 */
export function NewsletterBlock() {
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);

  // A successful sign-up redirects (no data comes back): then the form starts over.
  useEffect(() => {
    if (wasBusy.current && !busy && !fetcher.data) formRef.current?.reset();
    wasBusy.current = busy;
  }, [busy, fetcher.data]);

  return (
    <section className={styles.block} aria-labelledby="newsletter-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            New frames, first
          </h2>
          <p className={styles.text}>Join the list for new arrivals, restocks of favourites and the odd quiet sale.</p>
        </div>
        <NewsletterForm formRef={formRef} FormComponent={fetcher.Form} lastResult={fetcher.data?.result} busy={busy} />
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
 * The e-mail field and button. The rules are checked on the server (the shared zod schema), so the
 * light home page ships no validation library; conform shows the answer in place.
 */
export function NewsletterForm({ FormComponent = Form, lastResult, busy = false, formRef }: NewsletterFormProps) {
  const { pathname, search } = useLocation();
  const [form, fields] = useForm({ id: "newsletter", lastResult, shouldValidate: "onSubmit" });
  const error = fields.email.errors?.[0];
  const back = pathname === NEWSLETTER_PATH ? "/" : pathname + search;
  return (
    <FormComponent method="post" action={NEWSLETTER_PATH} preventScrollReset ref={formRef} {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor={fields.email.id} className="visually-hidden">
        Email address
      </label>
      <div className={styles.row}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          className={styles.input}
          placeholder="Your email address"
          autoComplete="email"
          aria-describedby={error ? fields.email.errorId : undefined}
        />
        <Button type="submit" variant="dark" disabled={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </Button>
      </div>
      {error ? (
        <p id={fields.email.errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </FormComponent>
  );
}
