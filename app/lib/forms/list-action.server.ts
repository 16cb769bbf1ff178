/**
 * The shape the wishlist and the compare actions share (docs/product/content-and-forms.md): the posted intent and
 * product id, post/redirect/get for a plain post and data for a fetcher, the store's refusal as an
 * error notification, an unreachable API as the 503 page.
 */
import { data, redirect } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { throwApiFailure } from "~/lib/http.server";
import { wayBack } from "~/lib/safe-redirect";
import type { Shopper } from "~/lib/shopper.server";
import type { IntentAnswer } from "./intents";
import { isEnhanced } from "./progressive";

export const PRODUCT_NOT_FOUND = "Warning: This product could not be found!";

interface ListAction<Intent extends string, Answer extends IntentAnswer<Intent>> {
  intent: Intent;
  /** The posted product id when it is a store id (digits), else null. */
  productId: string | null;
  /** The whole post, for fields of one intent. */
  form: FormData;
  /** Done: data for a fetcher, the page the shopper was on for a plain post. */
  done: (result: Omit<Extract<Answer, { ok: true }>, "ok" | "intent">) => ReturnType<typeof answer>;
  /** Refused: the message as an error notification (and in the fetcher's data). */
  failed: (message: string) => ReturnType<typeof answer>;
}

function answer<T>(enhanced: boolean, body: T, back: string) {
  return enhanced ? data(body) : redirect(back);
}

export async function handleListAction<Intent extends string, Answer extends IntentAnswer<Intent>>(
  request: Request,
  shopper: Shopper,
  list: { path: string; name: string; intentOf: (value: FormDataEntryValue | null) => Intent | null },
  run: (action: ListAction<Intent, Answer>) => Promise<ReturnType<typeof answer>>,
) {
  const form = await request.formData();
  const intent = list.intentOf(form.get("intent"));
  const enhanced = isEnhanced(form);
  const back = wayBack(request, form, list.path);
  const failed = (message: string) => {
    shopper.flashToast({ kind: "error", message });
    // 200, not 400: with single fetch an action's 4xx skips revalidation, and the revalidated root
    // loader is what shows the flashed error toast.
    return answer(enhanced, { ok: false, intent, error: message }, back);
  };
  if (!intent) return failed(`Unknown ${list.name} action.`);
  const id = String(form.get("id") ?? "").trim();
  try {
    return await run({
      intent,
      productId: /^\d+$/.test(id) ? id : null,
      form,
      done: (result) => answer(enhanced, { ok: true, intent, ...result }, back),
      failed,
    });
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql") return failed(error.message);
    return throwApiFailure(error);
  }
}
