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
  inTileForm = false,
}: {
  productId: string;
  productName: string;
  className?: string;
  /** Inside a tile's shared form (decisions 187, 207): then only the button is rendered. */
  inTileForm?: boolean;
}) {
  const location = useLocation();
  const fetcher = useFetcher<CompareActionData>({ key: `compare:${productId}` });
  const button = (
    <button
      // A button submits its form unless told otherwise: the tile's says nothing (fewer bytes per tile).
      type={inTileForm ? undefined : "submit"}
      name="intent"
      value="add"
      className={cx(styles.compareButton, className)}
      aria-label={`Add ${productName} to compare`}
      title="Add to compare"
      disabled={fetcher.state !== "idle"}
      {...(inTileForm
        ? {
            formAction: COMPARE_ACTION,
            onClick: (event: MouseEvent<HTMLButtonElement>) => submitWithFetcher(event, fetcher, COMPARE_ACTION),
          }
        : {})}
    >
      <CompareIcon size={18} />
    </button>
  );
  if (inTileForm) return button;
  return (
    <fetcher.Form method="post" action={COMPARE_ACTION} className={styles.inlineForm}>
      <EnhancedMarker />
      <input type="hidden" name="id" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {button}
    </fetcher.Form>
  );
}
