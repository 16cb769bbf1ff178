import { Link, useNavigation } from "@remix-run/react";
import { ArrowLeftIcon } from "~/components/icons";
import { Button } from "~/components/ui/Button";
import { CHECKOUT_PATH } from "~/lib/checkout/steps";
import * as styles from "./checkout.css";

interface CheckoutFooterProps {
  back: { to: string; label: string };
  intent: string;
  label: string;
  pendingLabel: string;
  /** Keeps the button disabled after the post (e.g. while leaving for the payment page). */
  busy?: boolean;
}

/**
 * A step's way back and its main button. With JavaScript the button is disabled (and says so) from
 * the click until the next page: a second click cannot post the step again.
 */
export function CheckoutFooter({ back, intent, label, pendingLabel, busy = false }: CheckoutFooterProps) {
  const navigation = useNavigation();
  const posting =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith(CHECKOUT_PATH.replace(/\/$/, ""));
  const pending = busy || Boolean(posting && navigation.formData?.get("intent") === intent);
  return (
    <div className={styles.footer}>
      <Link to={back.to} className={styles.backLink}>
        <ArrowLeftIcon size={16} /> {back.label}
      </Link>
      <Button type="submit" name="intent" value={intent} size="lg" disabled={pending} aria-disabled={pending || undefined}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
