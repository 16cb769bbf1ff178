import { useFetcher, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { CompareIcon } from "~/components/icons";
import { COMPARE_ACTION, type CompareActionData } from "~/lib/compare/intents";
import { cx } from "~/lib/cx";
import { EnhancedMarker, submitWithFetcher } from "~/lib/forms/progressive";
import * as styles from "./compare.css";

/** Add to compare (a small button on tiles): a plain form post, or a fetcher with the notice toast. */
export function CompareButton({
  productId,
  productName,
  className,
  form,
}: {
  productId: string;
  productName: string;
  className?: string;
  /** The id of a tile's shared form (decision 187): then only the button is rendered, in that form. */
  form?: string;
}) {
  const location = useLocation();
  const fetcher = useFetcher<CompareActionData>({ key: `compare:${productId}` });
  const button = (
    <button
      // In a tile's form the button sends no intent: a plain post to compare adds (decision 214).
      {...(form ? {} : { type: "submit", name: "intent", value: "add" })}
      className={cx(styles.compareButton, className)}
      aria-label={`Add ${productName} to compare`}
      title="Add to compare"
      disabled={fetcher.state !== "idle"}
      {...(form
        ? {
            form,
            formAction: COMPARE_ACTION,
            onClick: (event: MouseEvent<HTMLButtonElement>) => submitWithFetcher(event, fetcher, COMPARE_ACTION, { intent: "add" }),
          }
        : {})}
    >
      <CompareIcon size={18} />
    </button>
  );
  if (form) return button;
  return (
    <fetcher.Form method="post" action={COMPARE_ACTION} className={styles.inlineForm}>
      <EnhancedMarker />
      <input type="hidden" name="id" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {button}
    </fetcher.Form>
  );
}
