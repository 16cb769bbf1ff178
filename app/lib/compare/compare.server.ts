/** The compare list's calls (spec section 7: compare, addToCompare(numeric id), removeCompare(id)). */
import { data, redirect } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import type { ComparePageQuery } from "~/lib/api/generated/graphql";
import type { ItemOf } from "~/lib/api/result-types";
import { addedToCompareText } from "~/lib/cart/messages";
import { isEnhanced } from "~/lib/forms/progressive";
import { throwApiFailure } from "~/lib/http.server";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Shopper } from "~/lib/shopper.server";
import { COMPARE_ACTION, compareIntentOf, type CompareActionData } from "./intents";
import { CompareAddDocument, ComparePageDocument, CompareRemoveDocument } from "./queries.server";

/** Spec: compare item fields (id, name, shortDescription, model, price, special, stock, image) plus the rating shown. */
export type CompareProduct = ItemOf<ComparePageQuery["compare"]> & { id: string };

export async function loadCompare(shopper: Shopper): Promise<CompareProduct[]> {
  const { compare } = await shopper.api.request(ComparePageDocument);
  return (compare ?? []).filter((item): item is CompareProduct => Boolean(item?.id));
}

/** Add (with the spec's notice) and remove; plain posts get post/redirect/get, fetchers data. */
export async function handleCompareAction(request: Request, shopper: Shopper) {
  const form = await request.formData();
  const intent = compareIntentOf(form.get("intent"));
  const enhanced = isEnhanced(form);
  const back = safeRedirect(form.get("redirectTo"), COMPARE_ACTION);
  const id = String(form.get("id") ?? "").trim();
  const failed = (message: string) => {
    shopper.flashToast({ kind: "error", message });
    // 200, not 400: with single fetch an action's 4xx skips revalidation, and the revalidated root
    // loader is what shows the flashed error toast.
    return enhanced ? data<CompareActionData>({ ok: false, intent, error: message }) : redirect(back);
  };
  if (!intent) return failed("Unknown compare action.");
  if (!/^\d+$/.test(id)) return failed("Warning: This product could not be found!");
  try {
    let name: string | undefined;
    if (intent === "add") {
      const { addToCompare } = await shopper.api.request(CompareAddDocument, { id: Number(id) });
      name = addToCompare?.find((item) => item?.id === id)?.name ?? "";
      shopper.flashToast({ kind: "notification", message: addedToCompareText(name) });
    } else {
      await shopper.api.request(CompareRemoveDocument, { id });
    }
    return enhanced ? data<CompareActionData>({ ok: true, intent, name }) : redirect(back);
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql") return failed(error.message);
    return throwApiFailure(error);
  }
}
