/**
 * The pieces every account form is made of: conform wired to the form's zod schema (the same one
 * the action parses with), labelled fields with their messages in place, the info alert, and a
 * submit button that says when it is busy. Forms post plainly without JavaScript.
 */
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useErrorFocus } from "~/components/forms/form-hooks";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { alertMessage } from "~/lib/forms/form-errors";
import * as styles from "./account.css";
import { InfoAlert } from "./InfoAlert";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * conform on a zod schema: checked in the browser on submit, then again as each refused field is
 * corrected (docs/decisions/261-forms-check-on-submit.md); the server's answer (`lastResult`)
 * brings back the typed values and its messages.
 * `schema` may change between renders (the address form's zone rule depends on the country).
 */
export function useAccountForm<Schema extends FormSchema>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Partial<z.input<Schema>>,
) {
  const conform = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useErrorFocus(conform[0].id, lastResult);
  return conform;
}

/** The info alert: the store's message, else the first validation message (docs/product/content-and-forms.md#validation). */
export function FormAlert({
  formErrors,
  allErrors,
  fieldOrder,
}: {
  formErrors: string[] | undefined;
  allErrors: Record<string, string[]>;
  fieldOrder: readonly string[];
}) {
  const message = alertMessage(formErrors, allErrors, fieldOrder);
  // The store's refusal naming no field: the alert is where the focus goes.
  const noField = !Object.entries(allErrors).some(([name, errors]) => name && fieldOrder.includes(name) && errors.length);
  // eslint-disable-next-line jsx-a11y/no-autofocus -- only while invalid: the first error takes the focus (docs/decisions/236-focus-on-first-error.md)
  return message ? <InfoAlert message={message} autoFocus={noField} /> : null;
}

interface TextFieldProps {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  className?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
}

/** A labelled input bound to a conform field: aria-invalid, aria-describedby and its first message. */
export function TextField({ meta, label, type = "text", autoComplete, className, optional }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <Field
      key={key}
      {...props}
      label={optional ? `${label} (optional)` : label}
      errors={meta.errors}
      autoComplete={autoComplete}
      className={className}
      // A failed post never sends a password back: the browser must not keep one either.
      defaultValue={type === "password" ? undefined : props.defaultValue}
    />
  );
}

/**
 * The form's main button: disabled with a busy label while a post to `action` (a path, compared
 * without its query) is on its way.
 */
export function SubmitButton({
  action,
  children,
  pendingLabel,
  block = false,
}: {
  action: string;
  children: ReactNode;
  pendingLabel: string;
  /** Full width (the login panel's button, beside the full-width Register). */
  block?: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.split("?")[0] === action;
  return (
    <Button
      type="submit"
      size="lg"
      block={block}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={block ? undefined : styles.submit}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The links and notes under a form (e.g. "Change your password"). */
export function FormFooter({ children }: { children: ReactNode }) {
  return <div className={styles.formFooter}>{children}</div>;
}
