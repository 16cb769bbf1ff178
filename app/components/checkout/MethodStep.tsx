import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import type { z } from "zod";
import { FormAlert, useAccountForm } from "~/components/account/AccountForm";
import type { CheckoutActionData } from "~/lib/checkout/checkout-action.server";
import type { CheckoutMethod } from "~/lib/checkout/checkout.server";
import { CHECKOUT_PATH, type CheckoutStep } from "~/lib/checkout/steps";
import { paymentStepSchema, shippingStepSchema } from "~/lib/forms/checkout";
import { ENHANCED_FIELD, EnhancedMarker, useHydrated } from "~/lib/forms/progressive";
import * as styles from "./checkout.css";
import { CheckoutFooter } from "./CheckoutFooter";

interface MethodStepProps {
  kind: "shipping" | "payment";
  step: CheckoutStep;
  methods: CheckoutMethod[];
  /** Preselected choice (the one made earlier). */
  selected: string | null;
  actionData: CheckoutActionData | undefined;
  back: { to: string; label: string };
  submitLabel: string;
  pendingLabel: string;
  /** After the post, while the shopper is sent on (card payment page). */
  busy?: boolean;
  children?: ReactNode;
}

const COPY = {
  shipping: { title: "Shipping method", field: "shippingMethod" },
  payment: { title: "Payment", field: "paymentMethod" },
} as const;

/** Either step's form: one method field, named by the step. */
type MethodFields = Partial<Record<(typeof COPY)[keyof typeof COPY]["field"], string>>;
type MethodSchema = z.ZodType<MethodFields, MethodFields>;

/** Steps 2 and 3: one choice among the methods (radio buttons), then on to the next step. */
export function MethodStep({
  kind,
  step,
  methods,
  selected,
  actionData,
  back,
  submitLabel,
  pendingLabel,
  busy,
  children,
}: MethodStepProps) {
  // With JavaScript the focus moves on submit (useErrorFocus): autofocus would take it while the shopper types.
  const hydrated = useHydrated();
  const { title, field } = COPY[kind];
  const schema = useMemo(() => (kind === "shipping" ? shippingStepSchema : paymentStepSchema), [kind]);
  const lastResult = actionData?.form === kind ? (actionData.lastResult as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useAccountForm(schema as MethodSchema, lastResult, selected ? { [field]: selected } : undefined);
  const meta = fields[field];
  const chosen = meta.initialValue ?? selected ?? "";
  // Step 2 with JavaScript: a picked shipping method is chosen on the store at once, so the summary follows.
  const preview = useFetcher({ key: "checkout-shipping-preview" });
  const previewShipping =
    kind === "shipping"
      ? (code: string) =>
          preview.submit(
            { intent: "previewShipping", [field]: code, [ENHANCED_FIELD]: "1" },
            { method: "post", action: `${CHECKOUT_PATH}?step=${step}` },
          )
      : undefined;
  return (
    <Form method="post" action={`${CHECKOUT_PATH}?step=${step}`} {...getFormProps(form)} className={styles.form} data-checkout-step={kind}>
      <EnhancedMarker />
      <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={[field]} />
      {children}
      <section className={styles.card}>
        <fieldset
          className={styles.fieldset}
          aria-invalid={meta.errors?.length ? true : undefined}
          aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        >
          <legend className={`${styles.sectionTitle} ${styles.legend}`}>{title}</legend>
          <div className={styles.methods}>
            {methods.map((method, index) => (
              <label key={method.code} className={styles.method}>
                <input
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
                  autoFocus={(Boolean(meta.errors?.length) && index === 0 && !hydrated) || undefined}
                  className={styles.radio}
                  type="radio"
                  name={meta.name}
                  value={method.code}
                  defaultChecked={chosen === method.code}
                  onChange={previewShipping && ((event) => previewShipping(event.currentTarget.value))}
                />
                <span className={styles.methodName}>{method.name}</span>
              </label>
            ))}
          </div>
          {meta.errors?.length ? (
            <p id={meta.errorId} className={styles.fieldError}>
              {meta.errors[0]}
            </p>
          ) : null}
        </fieldset>
      </section>
      <CheckoutFooter back={back} intent={kind} label={submitLabel} pendingLabel={pendingLabel} busy={busy} />
    </Form>
  );
}
