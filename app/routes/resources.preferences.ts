import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { preferenceSchema } from "~/lib/forms/preferences";
import { throwApiFailure } from "~/lib/http.server";
import { EditCurrencyDocument, EditLanguageDocument } from "~/lib/menu/queries.server";
import { safeRedirect } from "~/lib/safe-redirect";

const LABEL = { currency: "currency", language: "language" } as const;

/**
 * The currency and language switchers post here (docs/product/content-and-forms.md: changing either saves the choice and
 * reloads the page). The choice lives in the shopper's API session; the answer is a redirect
 * back to the page they were on, which then renders in the new currency. A code the store refuses
 * comes back as an error notification; a malformed post is a 400.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const submission = parseWithZod(formData, { schema: preferenceSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { intent, code } = submission.value;
  try {
    if (intent === "currency") await context.shopper.api.request(EditCurrencyDocument, { code });
    else await context.shopper.api.request(EditLanguageDocument, { code });
  } catch (error) {
    if (error instanceof CommerceApiError && error.unavailable) throwApiFailure(error);
    logApiError(`edit ${intent} ${code}`, error);
    context.shopper.flashToast({ kind: "error", message: `The ${LABEL[intent]} could not be changed: ${(error as Error).message}` });
  }
  return redirect(back, 303);
}

/** Nothing to show here: a stray GET goes home. */
export function loader() {
  return redirect("/");
}
