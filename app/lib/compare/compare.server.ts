/** The compare list's calls (docs/product/cart.md: compare, addToCompare(numeric id), removeCompare(id)). */
import type { ComparePageQuery } from "~/lib/api/generated/graphql";
import type { ItemOf } from "~/lib/api/result-types";
import { addedToCompareText, droppedFromCompareText } from "~/lib/cart/messages";
import { handleListAction, PRODUCT_NOT_FOUND } from "~/lib/forms/list-action.server";
import type { Shopper } from "~/lib/shopper.server";
import { COMPARE_ACTION, compareIntentOf, type CompareActionData, type CompareIntent } from "./intents";
import { CompareAddDocument, CompareIdsDocument, ComparePageDocument, CompareRemoveDocument } from "./queries.server";

/** docs/product/cart.md: compare item fields (id, name, shortDescription, model, price, special, stock, image) plus the rating shown. */
export type CompareProduct = ItemOf<ComparePageQuery["compare"]> & { id: string };

export async function loadCompare(shopper: Shopper): Promise<CompareProduct[]> {
  const { compare } = await shopper.api.request(ComparePageDocument);
  return (compare ?? []).filter((item): item is CompareProduct => Boolean(item?.id));
}

/** Add (with the product's notice, and which product the add pushed out) and remove; plain posts get post/redirect/get, fetchers data. */
export function handleCompareAction(request: Request, shopper: Shopper) {
  const list = { path: COMPARE_ACTION, name: "compare", intentOf: compareIntentOf };
  return handleListAction<CompareIntent, CompareActionData>(request, shopper, list, async ({ intent, productId, done, failed }) => {
    if (!productId) return failed(PRODUCT_NOT_FOUND);
    if (intent === "remove") {
      await shopper.api.request(CompareRemoveDocument, { id: productId });
      return done({});
    }
    const { compare: before } = await shopper.api.request(CompareIdsDocument);
    const { addToCompare } = await shopper.api.request(CompareAddDocument, { id: Number(productId) });
    const name = addToCompare?.find((item) => item?.id === productId)?.name ?? "";
    const kept = new Set((addToCompare ?? []).map((item) => item?.id));
    const dropped = (before ?? []).flatMap((item) => (item?.id && !kept.has(item.id) ? [item.name ?? ""] : []));
    const message = [addedToCompareText(name), ...(dropped.length ? [droppedFromCompareText(dropped)] : [])].join(". ");
    shopper.flashToast({ kind: "notification", message });
    return done({ name, dropped });
  });
}
