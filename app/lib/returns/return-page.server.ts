/**
 * The product return request (docs/product/content-and-forms.md): the reasons from REST
 * `api/return/listReturnReasons` (a failure or an answer of the wrong shape is only logged: the
 * options stay empty), and the form's action, which posts to REST `api/return` through the API
 * client and reads the answer with `interpretReturnResponse`.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { placedOrder } from "~/lib/account/placed-order.server";
import { AccountLoggedStateDocument } from "~/lib/account/queries.server";
import { logApiError, type CommerceClient } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { isAbsent } from "~/lib/api/index-routes.server";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { returnFormAlert, returnRequestSchema, type ReturnRequestInput } from "~/lib/forms/return-request";
import { throwApiFailure } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";
import type { Shopper } from "~/lib/shopper.server";
import {
  RETURN_FORM,
  RETURN_PATH,
  SUBMITTED_PARAM,
  type ReturnActionData,
  type ReturnItem,
  type ReturnPageData,
  type ReturnReason,
} from "./return-form";
import { interpretReturnResponse, thrownReturnError, type ReturnOutcome } from "./return-response";

const ORDER_ID_MAX = 32;

/** A store without the returns route (decisions 165 and 225), for a post that gets there anyway (the page shows no form). */
export const RETURNS_NOT_OFFERED_TEXT = "This store does not take return requests online. Please contact us with your order number.";

/** The store's return reasons; null when it has no returns route (a stock store answers otherwise, decisions 165 and 225). */
export async function loadReturnReasons(api: CommerceClient): Promise<ReturnReason[] | null> {
  let answer: unknown;
  try {
    answer = await api.rest<unknown>("api/return/listReturnReasons");
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
    // Not the extension's answer (index-routes.server.ts): the store takes no requests online.
    if (isAbsent(error)) return null;
    logApiError("api/return/listReturnReasons", error);
    return [];
  }
  if (!Array.isArray(answer)) {
    logApiError("api/return/listReturnReasons", `expected a list of reasons, got ${JSON.stringify(answer)?.slice(0, 200)}`);
    return [];
  }
  const reasons = answer.flatMap((entry): ReturnReason[] => {
    const {
      name,
      return_reason_id: id,
      details_required,
    } = (entry ?? {}) as {
      name?: unknown;
      return_reason_id?: unknown;
      details_required?: unknown;
    };
    return typeof name === "string" && name && (typeof id === "string" || typeof id === "number")
      ? [{ id: String(id), name, detailsRequired: details_required === true }]
      : [];
  });
  if (reasons.length < answer.length)
    logApiError("api/return/listReturnReasons", `${answer.length - reasons.length} reasons without a name or id skipped`);
  return reasons;
}

/** A signed-in customer's contact details; none for a guest (a shopper the store does not know is not asked). */
async function customerContact(shopper: Shopper): Promise<ReturnPageData["contact"]> {
  if (!shopper.hasApiSession) return null;
  const { accountCheckLogged } = await shopper.api.request(AccountLoggedStateDocument).catch(throwApiFailure);
  const customer = accountCheckLogged?.status ? accountCheckLogged.customer : null;
  if (!customer) return null;
  return {
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
    email: customer.email ?? "",
    phone: customer.phone ?? "",
  };
}

/**
 * The items of an order the store reads back to this shopper (a customer's own, a guest's just
 * placed), for the form's select; null for any other order, which the form asks about by name.
 */
async function orderItems(shopper: Shopper, orderId: string): Promise<ReturnItem[] | null> {
  if (!/^\d{1,9}$/.test(orderId) || !shopper.hasApiSession) return null;
  const order = await placedOrder(shopper, orderId);
  if (!order?.items.length) return null;
  const seen = new Set<string>();
  return order.items.flatMap((item) => {
    if (!item.productId || seen.has(item.productId)) return [];
    seen.add(item.productId);
    return [{ productId: item.productId, name: item.name }];
  });
}

const detailReasonsOf = (reasons: readonly ReturnReason[] | null) => (reasons ?? []).filter((r) => r.detailsRequired).map((r) => r.id);

export async function loadReturnPage(shopper: Shopper, url: URL): Promise<ReturnPageData> {
  const orderId = (url.searchParams.get("order_id") ?? "").trim().slice(0, ORDER_ID_MAX);
  const [reasons, contact, items] = await Promise.all([
    loadReturnReasons(shopper.api),
    customerContact(shopper),
    orderId ? orderItems(shopper, orderId) : null,
  ]);
  return {
    offered: reasons !== null,
    reasons: reasons ?? [],
    orderId,
    items,
    contact,
    submitted: url.searchParams.has(SUBMITTED_PARAM),
  };
}

/** POSTs the request and reads the store's answer; a call that got no answer is a failure with its message. */
export async function submitReturnRequest(api: CommerceClient, request: ReturnRequestInput): Promise<ReturnOutcome & { status: number }> {
  try {
    const response = await api.restResponse("api/return", { method: "POST", body: request });
    const outcome = interpretReturnResponse(response);
    // The shopper's mistake when the store says so (4xx); otherwise the store's answer was unusable.
    return { ...outcome, status: outcome.ok ? 200 : response.status >= 400 && response.status < 500 ? 400 : 502 };
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
    if (isAbsent(error)) return { ok: false, message: RETURNS_NOT_OFFERED_TEXT, fieldErrors: {}, status: 404 };
    logApiError("api/return", error);
    return { ok: false, message: thrownReturnError(error), fieldErrors: {}, status: 503 };
  }
}

/** The store's field names in its refusals, as the form names them: the item is the select when the form had one. */
function formFieldErrors(fieldErrors: Record<string, string>, hadSelect: boolean): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field === "product" && hadSelect ? "productId" : field, [message]]),
  );
}

export async function returnAction(shopper: Shopper, request: Request) {
  const formData = await request.formData();
  // The same schema as the form: the reasons that want details, and the order's items when the form offered them.
  const hadSelect = formData.has("productId");
  const orderId = String(formData.get("orderId") ?? "").trim();
  const [reasons, items] = await Promise.all([loadReturnReasons(shopper.api), hadSelect ? orderItems(shopper, orderId) : null]);
  const schema = returnRequestSchema({ detailReasons: detailReasonsOf(reasons), itemIds: items?.map((item) => item.productId) });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const alert = returnFormAlert(submission.error ?? {});
    return data<ReturnActionData>({ form: RETURN_FORM, result: submission.reply({ formErrors: alert ? [alert] : [] }) }, { status: 400 });
  }
  const limit = await countAttemptFrom("return", request);
  if (limit) {
    return data<ReturnActionData>(
      { form: RETURN_FORM, result: submission.reply({ formErrors: [limit.message] }) },
      { status: 429, headers: limit.headers },
    );
  }
  const outcome = await submitReturnRequest(shopper.api, submission.value);
  if (!outcome.ok) {
    shopper.flashToast({ kind: "error", message: outcome.message });
    const fieldErrors = formFieldErrors(outcome.fieldErrors, hadSelect);
    return data<ReturnActionData>(
      { form: RETURN_FORM, result: submission.reply({ formErrors: [outcome.message], fieldErrors }) },
      { status: outcome.status },
    );
  }
  shopper.flashToast({ kind: "notification", message: outcome.message });
  return formSucceeded(formData, RETURN_FORM, `${RETURN_PATH}?${SUBMITTED_PARAM}=1`);
}
