/**
 * The hosted card payment page, /api/payment/card/{token}: what confirmOrder's `url` points to for
 * card orders. A plain HTML form (no JavaScript needed) standing in for a payment provider's page.
 * Like Stripe's redirect flow, it sends the shopper back to the storefront with payment_intent,
 * payment_intent_client_secret and redirect_status (succeeded, failed or canceled), to the
 * storefront that sent it here: its `return_url` (Stripe's name) when that is on an origin the API
 * knows (this page's own, STOREFRONT_URL's, API_CORS_ORIGINS: a storefront on another origin in
 * remote mode), else STOREFRONT_URL. Never anywhere else: a paid order's page redirects at once.
 * A declined or cancelled payment ends the order and gives its stock back; so does no payment within
 * ORDER_PAYMENT_TIMEOUT_MINUTES (docs/decisions/262-unpaid-orders-release-stock.md).
 */
import { escapeUTF8 } from "entities";
import {
  cardErrors,
  clientSecretFor,
  DECLINED_CARD,
  ensurePaymentIntent,
  findCardOrder,
  isPaid,
  markPaid,
  orderIdFromToken,
  paymentSecret,
  type PayableOrder,
} from "@commerce/domain/checkout/payment";
import { cancelUnpaidOrder, expireUnpaidOrders } from "@commerce/domain/checkout/release";
import type { ApiContext } from "@commerce/domain/context";
import { orderMoney } from "@commerce/domain/money/money";
import { knownOrigins, originOf } from "@commerce/domain/public-url";
import { storeName } from "@config/store";

const PAGE_PATH = /^\/api\/payment\/card\/([^/]+)\/?$/;

type RedirectStatus = "succeeded" | "failed" | "canceled";

interface CardForm {
  name: string;
  expiry: string;
}

export async function handlePayment(request: Request, context: ApiContext): Promise<Response> {
  const token = PAGE_PATH.exec(new URL(request.url).pathname)?.[1];
  if (!token) return notFound();
  const secret = await paymentSecret(context.db);
  // An order past its payment time is Expired first: its page is then gone (docs/decisions/262).
  await expireUnpaidOrders(context.db, context.rules);
  const orderId = orderIdFromToken(secret, decodeURIComponent(token));
  const order = orderId ? await findCardOrder(context.db, orderId) : null;
  if (!order) return notFound();

  const returnTo = returnTarget(request, context);
  const back = async (status: RedirectStatus) => {
    const paymentIntent = order.payment_intent ?? (await ensurePaymentIntent(context.db, order.id));
    return redirectBack(returnTo, paymentIntent, clientSecretFor(secret, paymentIntent), status);
  };
  // Paid already (a reload or a second submit): the shopper simply goes back again.
  if (isPaid(order)) return back("succeeded");

  if (request.method === "GET" || request.method === "HEAD") return page(context, order, returnTo);
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, POST" } });

  const form = await readForm(request);
  // A cancelled or declined payment ends the order: its stock goes back and its products return to the cart (decision 262).
  if (form.get("action") === "cancel") {
    await cancelUnpaidOrder(context.db, order.id, "canceled");
    return back("canceled");
  }
  const card = {
    number: (form.get("cardNumber") ?? "").replace(/[\s-]/g, ""),
    expiry: (form.get("expiry") ?? "").trim(),
    cvc: (form.get("cvc") ?? "").trim(),
    name: (form.get("name") ?? "").trim(),
  };
  const errors = cardErrors(card);
  if (errors.length) return page(context, order, returnTo, { errors, values: card, status: 422 });
  if (card.number === DECLINED_CARD) {
    await cancelUnpaidOrder(context.db, order.id, "declined");
    return back("failed");
  }

  const paymentIntent = await ensurePaymentIntent(context.db, order.id);
  if (await markPaid(context.db, order.id)) {
    // Paid: it no longer holds stock unpaid, so it no longer counts against the payer's address (decision 275).
    await context.limits.giveBack("unpaidCardOrder", context.client);
  } else {
    // A second submit paid it first, or it was released meanwhile (cancelled in another tab,
    // expired this instant): then nothing is taken.
    const now = await findCardOrder(context.db, order.id);
    if (!now || !isPaid(now)) return notFound();
  }
  return redirectBack(returnTo, paymentIntent, clientSecretFor(secret, paymentIntent), "succeeded");
}

/** Where the shopper goes back to: the page's `return_url` when its origin is one the API knows, else STOREFRONT_URL. */
function returnTarget(request: Request, { settings }: ApiContext): string {
  const asked = new URL(request.url).searchParams.get("return_url");
  const origin = asked ? originOf(asked) : null;
  if (!asked || !origin) return settings.storefrontUrl;
  return knownOrigins(request, settings).includes(origin) ? asked : settings.storefrontUrl;
}

async function readForm(request: Request): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  try {
    for (const [key, value] of await request.formData()) if (typeof value === "string") values.set(key, value);
  } catch {
    // A body that is not a form counts as an empty form: every field is then reported missing.
  }
  return values;
}

function redirectBack(storefrontUrl: string, paymentIntent: string, clientSecret: string, status: RedirectStatus): Response {
  const query = new URLSearchParams({ payment_intent: paymentIntent, payment_intent_client_secret: clientSecret, redirect_status: status });
  const [base = "", fragment] = storefrontUrl.split("#");
  const location = `${base}${base.includes("?") ? "&" : "?"}${query}${fragment != null ? `#${fragment}` : ""}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

function htmlResponse(body: string, status: number, storefrontUrl = "/"): Response {
  // The form posts to this page, which then redirects to the storefront: both must be allowed targets.
  const storefrontOrigin = /^https?:\/\//.test(storefrontUrl) ? ` ${new URL(storefrontUrl).origin}` : "";
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${storefrontOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeUTF8(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main class="sheet">
<p class="brand">${escapeUTF8(storeName)} <span>· Secure payment</span></p>
${content}
</main>
</body>
</html>`;
}

async function page(
  context: ApiContext,
  order: PayableOrder,
  returnTo: string,
  state: { errors?: string[]; values?: CardForm; status?: number } = {},
): Promise<Response> {
  const amount = (await orderMoney(context.db, order)).format(order.total);
  const value = (name: keyof CardForm) => escapeUTF8(state.values?.[name] ?? "");
  const errors = state.errors?.length
    ? `<div class="errors" role="alert"><p>Please check your card details:</p><ul>${state.errors.map((e) => `<li>${escapeUTF8(e)}</li>`).join("")}</ul></div>`
    : "";
  const content = `
<h1>Pay for order #${order.id}</h1>
<p class="amount"><span>Amount due</span> <strong>${escapeUTF8(amount)}</strong></p>
${errors}
<form method="post" autocomplete="on">
  <label>Card number
    <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required>
  </label>
  <div class="row">
    <label>Expiry (MM/YY)
      <input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" value="${value("expiry")}" required>
    </label>
    <label>CVC
      <input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required>
    </label>
  </div>
  <label>Name on card
    <input name="name" autocomplete="cc-name" maxlength="64" value="${value("name")}" required>
  </label>
  <button class="pay" name="action" value="pay">Pay ${escapeUTF8(amount)}</button>
  <button class="cancel" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p class="hint">Test mode: use card <b>4242 4242 4242 4242</b> with any future expiry and any CVC.
Card 4000 0000 0000 0002 is always declined. No real payment is taken.</p>`;
  return htmlResponse(layout(`Pay ${amount} | ${storeName}`, content), state.status ?? 200, returnTo);
}

function notFound(): Response {
  const content = `<h1>Payment not found</h1><p>This payment link is not valid, or the order no longer needs paying.</p>`;
  return htmlResponse(layout(`Payment not found | ${storeName}`, content), 404);
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f2ee;color:#1d1d1f;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;padding:24px}
.sheet{width:100%;max-width:420px;background:#fff;border-radius:14px;padding:32px;box-shadow:0 10px 40px rgba(0,0,0,.08)}
.brand{margin:0 0 20px;font-weight:700;letter-spacing:.02em}
.brand span{font-weight:400;color:#6e6e73}
h1{font-size:1.35rem;margin:0 0 8px}
.amount{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #eee;padding-bottom:16px;margin:0 0 20px;color:#6e6e73}
.amount strong{font-size:1.6rem;color:#1d1d1f}
label{display:block;font-size:.85rem;font-weight:600;margin-bottom:14px}
input{display:block;width:100%;margin-top:6px;padding:12px;border:1px solid #d2d2d7;border-radius:8px;font:inherit}
input:focus{outline:2px solid #2f5d50;outline-offset:1px;border-color:#2f5d50}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{display:block;width:100%;padding:14px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#2f5d50;color:#fff;border:0;margin-top:6px}
.pay:hover{background:#244a40}
.cancel{background:none;border:1px solid #d2d2d7;color:#1d1d1f;margin-top:10px}
.errors{background:#fff1f0;border:1px solid #f3c4c0;border-radius:8px;padding:12px 16px;margin-bottom:18px;color:#8a1c12}
.errors p{margin:0 0 4px;font-weight:600}
.errors ul{margin:0;padding-left:18px}
.hint{margin:20px 0 0;font-size:.8rem;color:#6e6e73}
`;
