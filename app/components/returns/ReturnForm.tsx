import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { SelectField } from "~/components/account/SelectField";
import { useErrorFocus, useFormFetcher } from "~/components/forms/form-hooks";
import { FormAlert } from "~/components/forms/FormAlert";
import { TextareaField } from "~/components/forms/TextareaField";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import * as fieldStyles from "~/components/ui/field.css";
import { cx } from "~/lib/cx";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { returnFormAlert, returnRequestSchema } from "~/lib/forms/return-request";
import {
  RETURN_FORM,
  RETURN_PATH,
  type ReturnActionData,
  type ReturnItem,
  type ReturnPageData,
  type ReturnReason,
} from "~/lib/returns/return-form";
import { RETURN_SUCCESS } from "~/lib/returns/return-response";
import * as styles from "./returns.css";

interface ReturnFormProps {
  reasons: readonly ReturnReason[];
  orderId: string;
  /** The order's items (a select), when the page knows the order; null: a product name field. */
  items: readonly ReturnItem[] | null;
  /** A signed-in customer's details, filled in (and again after each request). */
  contact: ReturnPageData["contact"];
  /** The page after a successful request: the form is empty again and says so. */
  submitted: boolean;
}

/**
 * The return request (docs/product/content-and-forms.md): checked in the browser and on the
 * server with the same schema; while it is on its way the button reads 'Submitting...' and is
 * disabled; then the success or the error message shows in the alert.
 */
export function ReturnForm({ reasons, orderId, items, contact, submitted }: ReturnFormProps) {
  // A new generation of fields after each successful request: empty again.
  const [generation, setGeneration] = useState(0);
  const { fetcher, reply } = useFormFetcher<ReturnActionData>(RETURN_FORM, () => setGeneration((current) => current + 1));
  const busy = fetcher.state !== "idle";
  return (
    <ReturnFields
      key={generation}
      Form={fetcher.Form}
      lastResult={reply?.result}
      busy={busy}
      reasons={reasons}
      orderId={generation > 0 ? "" : orderId}
      items={generation > 0 ? null : items}
      contact={contact}
      submitted={submitted || generation > 0}
    />
  );
}

interface ReturnFieldsProps extends ReturnFormProps {
  Form: ReturnType<typeof useFormFetcher>["fetcher"]["Form"];
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}

function ReturnFields({ Form, lastResult, busy, reasons, orderId, items, contact, submitted }: ReturnFieldsProps) {
  const detailReasons = reasons.filter((reason) => reason.detailsRequired);
  const schema = useMemo(
    () =>
      returnRequestSchema({
        detailReasons: reasons.filter((reason) => reason.detailsRequired).map((reason) => reason.id),
        itemIds: items?.map((item) => item.productId),
      }),
    [reasons, items],
  );
  const [form, fields] = useForm({
    id: RETURN_FORM,
    lastResult,
    // One item: it is the one going back.
    defaultValue: { ...contact, orderId, productId: items?.length === 1 ? items[0]!.productId : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useErrorFocus(form.id, lastResult);
  const text = (field: (typeof fields)["firstName"], label: string, type: "text" | "email" | "tel", autoComplete: string) => {
    const { key, ...props } = getInputProps(field, { type });
    return <Field key={key} {...props} label={label} errors={field.errors} autoComplete={autoComplete} />;
  };
  const textareaProps = (field: (typeof fields)["details"]) => {
    const { key: _key, ...props } = getTextareaProps(field);
    return props;
  };
  const error = form.errors?.[0] ?? returnFormAlert(form.allErrors);
  const reasonInvalid = Boolean(fields.reason.errors?.length);
  return (
    <Form
      method="post"
      // The order stays in the address, so the page that answers a refusal still lists its items.
      action={items?.length ? `${RETURN_PATH}?${new URLSearchParams({ order_id: orderId })}` : RETURN_PATH}
      preventScrollReset
      className={styles.form}
      {...getFormProps(form)}
    >
      <EnhancedMarker />
      {error ? <FormAlert message={error} /> : <FormAlert message={submitted && !lastResult ? RETURN_SUCCESS : null} tone="success" />}
      <div className={styles.row}>
        {text(fields.firstName, "First name", "text", "given-name")}
        {text(fields.lastName, "Last name", "text", "family-name")}
      </div>
      <div className={styles.row}>
        {text(fields.email, "Email", "email", "email")}
        {text(fields.phone, "Telephone", "tel", "tel")}
      </div>
      {text(fields.orderId, "Order ID", "text", "off")}
      {items?.length ? (
        <SelectField
          meta={fields.productId}
          label="Item"
          placeholder="Choose the item you are sending back"
          options={items.map((item) => ({ id: item.productId, name: item.name }))}
        />
      ) : (
        text(fields.product, "Product name", "text", "off")
      )}
      <fieldset
        className={styles.reasons}
        role="radiogroup"
        aria-required="true"
        aria-invalid={reasonInvalid || undefined}
        aria-describedby={reasonInvalid ? fields.reason.errorId : undefined}
      >
        <legend className={styles.legend}>Reason</legend>
        {reasons.length ? (
          reasons.map((reason, index) => (
            <label key={reason.id} className={cx(styles.reason, reasonInvalid && styles.reasonInvalid)}>
              <input
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
                autoFocus={(reasonInvalid && index === 0) || undefined}
                type="radio"
                name={fields.reason.name}
                value={reason.id}
                defaultChecked={fields.reason.initialValue === reason.id}
                className={styles.radio}
              />
              {reason.name}
            </label>
          ))
        ) : (
          <p className={styles.empty}>The reasons could not be loaded. Tell us why in your message to customer care.</p>
        )}
        {reasonInvalid ? (
          <p id={fields.reason.errorId} className={fieldStyles.error}>
            {fields.reason.errors![0]}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        {...textareaProps(fields.details)}
        label={
          detailReasons.length ? `Details (required for ${detailReasons.map((reason) => `“${reason.name}”`).join(" and ")})` : "Details"
        }
        errors={fields.details.errors}
        rows={4}
      />
      <div>
        <Button type="submit" size="lg" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? "Submitting..." : "Submit return request"}
        </Button>
      </div>
    </Form>
  );
}
