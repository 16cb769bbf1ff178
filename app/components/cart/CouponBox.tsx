import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";
import { COUPON_MAX_LENGTH, type CouponFields } from "~/lib/forms/coupon-fields";
import { EnhancedMarker, useHydrated } from "~/lib/forms/progressive";
import { TOAST_DURATION_MS } from "~/lib/toast";
import * as styles from "./coupon.css";

/** What a cart-style action answers a coupon submission (see app/lib/cart/cart-action.server.ts). */
interface CouponAnswer {
  ok: boolean;
  couponStatus?: string;
  error?: string;
  lastResult?: unknown;
}

interface CouponBoxProps {
  /** Where the coupon forms post: the cart action, or the checkout's own action. */
  action: string;
  /** The coupon the cart has (the input is hidden once one is applied). */
  applied: string | null;
  /** A plain form post's answer (no JavaScript): errors stay in place. */
  lastResult?: unknown;
  id: string;
}

/**
 * The coupon box (docs/product/cart.md): Apply disabled while the code is empty, status shown for
 * three seconds, the product's invalid-code text, input hidden once a coupon applies, cart reloaded
 * (the action's revalidation). Without JavaScript: plain posts, the error rendered with the page.
 */
export function CouponBox({ action, applied, lastResult, id }: CouponBoxProps) {
  const hydrated = useHydrated();
  const apply = useFetcher<CouponAnswer>({ key: `${id}:apply` });
  const remove = useFetcher<CouponAnswer>({ key: `${id}:remove` });
  const status = useTimedStatus(apply.state === "idle" ? apply.data : undefined);
  // Uncontrolled field; only its emptiness is tracked (Apply is disabled while it is empty).
  const [empty, setEmpty] = useState(true);
  const [fieldVersion, setFieldVersion] = useState(0);

  const [form, fields] = useForm<CouponFields>({
    id,
    lastResult: (hydrated ? undefined : lastResult) as SubmissionResult<string[]> | undefined,
    // Checked on the server only (the coupon schema): the cart page ships no zod.
    shouldValidate: "onSubmit",
  });

  // docs/product/cart.md: a successful apply clears the input.
  useEffect(() => {
    if (apply.state !== "idle" || !apply.data?.ok) return;
    setFieldVersion((version) => version + 1);
    setEmpty(true);
  }, [apply.state, apply.data]);

  const message = hydrated ? status : form.errors?.[0] ? { ok: false, text: form.errors[0] } : null;
  const statusLine = message ? (
    <p className={message.ok ? styles.status : styles.error} role={message.ok ? "status" : "alert"} data-coupon-status>
      {message.text}
    </p>
  ) : null;

  if (applied) {
    return (
      <div className={styles.box}>
        <remove.Form method="post" action={action} className={styles.applied}>
          <EnhancedMarker />
          <input type="hidden" name="coupon" value={applied} />
          <span>
            Coupon <span className={styles.code}>{applied}</span> applied
          </span>
          <Button type="submit" name="intent" value="removeCoupon" variant="ghost" size="sm" disabled={remove.state !== "idle"}>
            Remove
          </Button>
        </remove.Form>
        {statusLine}
      </div>
    );
  }

  const fieldErrors = fields.coupon.errors;
  return (
    <apply.Form method="post" action={action} className={styles.box} {...getFormProps(form)}>
      <EnhancedMarker />
      <label className={styles.label} htmlFor={fields.coupon.id}>
        Discount code
      </label>
      <div className={styles.row}>
        <Input
          {...getInputProps(fields.coupon, { type: "text" })}
          key={`${fields.coupon.key}-${fieldVersion}`}
          className={styles.input}
          onChange={(event) => setEmpty(event.target.value.trim() === "")}
          autoComplete="off"
          maxLength={COUPON_MAX_LENGTH}
          placeholder="Enter code"
        />
        <Button type="submit" name="intent" value="applyCoupon" variant="outline" disabled={hydrated && (empty || apply.state !== "idle")}>
          Apply
        </Button>
      </div>
      {fieldErrors?.length ? (
        <p id={fields.coupon.errorId} className={styles.error}>
          {fieldErrors[0]}
        </p>
      ) : null}
      {statusLine}
    </apply.Form>
  );
}

/** The latest answer's message, for three seconds (docs/product/cart.md: coupon status 3 s). */
function useTimedStatus(answer: CouponAnswer | undefined): { ok: boolean; text: string } | null {
  const [shown, setShown] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!answer) return;
    const text = answer.ok ? answer.couponStatus : answer.error;
    if (!text) return;
    setShown({ ok: answer.ok, text });
    const timer = setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [answer]);
  return shown;
}
