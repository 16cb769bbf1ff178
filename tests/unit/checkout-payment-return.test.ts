/**
 * The card payment's return to the storefront (docs/product/checkout.md): a stand-in shopper whose API says
 * where the order's payment page redirects to (the real page is tested in tests/api/checkout.test.ts,
 * a forged return against the real server in tests/server/payment-return.test.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardOrderState, handlePaymentReturn } from "~/lib/checkout/payment-return.server";
import type { Shopper } from "~/lib/shopper.server";

const PAID = "payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x";

/** A shopper with card order `pendingOrder` waiting, whose payment page answers `pageRedirect`. */
function fakeShopper(pendingOrder?: string, pageRedirect: string | null = `http://shop.local/?${PAID}&redirect_status=succeeded`) {
  const flashes: Record<string, unknown> = {};
  const values: Record<string, unknown> = {
    pendingCardOrder: pendingOrder ? { id: pendingOrder, paymentUrl: `/api/payment/card/${pendingOrder}-token` } : undefined,
  };
  const request = vi.fn(async () => ({ clearCart: { quantity: 0 } }));
  const redirectOf = vi.fn(async () => (pageRedirect ? new URL(pageRedirect) : null));
  // The payment page: a redirect when `pageRedirect`, else its card form (200) or `answer.status`.
  const answer = { status: 200 };
  const pageAnswerOf = vi.fn(async () =>
    pageRedirect ? { status: 303, location: new URL(pageRedirect) } : { status: answer.status, location: null },
  );
  const shopper = {
    api: { request, redirectOf, pageAnswerOf },
    stateChanged: vi.fn(),
    getValue: (key: string) => values[key],
    setValue: (key: string, value: unknown) => {
      values[key] = value;
    },
    flash: (key: string, value: unknown) => {
      flashes[key] = value;
    },
  } as unknown as Shopper;
  return { shopper, flashes, values, request, redirectOf, pageAnswerOf, answer };
}

async function thrown(promise: Promise<void>): Promise<Response | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error as Response;
  }
}

const back = (query: string) => new Request(`http://shop.local/store/cart?${query}`);

afterEach(() => vi.restoreAllMocks());

describe("returning from the card payment page", () => {
  it("does nothing for an ordinary page", async () => {
    const { shopper, request } = fakeShopper();
    expect(await thrown(handlePaymentReturn(new Request("http://shop.local/?tab=1"), shopper))).toBeUndefined();
    expect(await thrown(handlePaymentReturn(new Request(`http://shop.local/?payment_intent=pi_1`), shopper))).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
  });

  it("on a confirmed 'succeeded': empties the cart, flags the order confirmed with its id, and goes home", async () => {
    const { shopper, flashes, values, request, redirectOf } = fakeShopper("42");
    const response = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=succeeded`), shopper));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/");
    expect(redirectOf).toHaveBeenCalledWith("/api/payment/card/42-token");
    expect(request).toHaveBeenCalledTimes(1);
    expect(flashes.orderConfirmed).toEqual({ orderId: "42" });
    expect(values.pendingCardOrder).toBeUndefined();
  });

  it("a forged return changes nothing: no order waiting, a page that does not confirm, other values", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const forged = [
      fakeShopper(undefined),
      fakeShopper("42", null),
      fakeShopper("42", "http://shop.local/?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_other&redirect_status=succeeded"),
      fakeShopper("42", "http://shop.local/?payment_intent=pi_2&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded"),
    ];
    for (const { shopper, flashes, values, request } of forged) {
      const response = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=succeeded`), shopper));
      expect(response?.headers.get("Location")).toBe("/");
      expect(request).not.toHaveBeenCalled();
      expect(flashes.orderConfirmed).toBeUndefined();
      expect(values.pendingCardOrder === undefined || typeof values.pendingCardOrder === "object").toBe(true);
    }
    expect(forged[1]!.values.pendingCardOrder).toEqual({ id: "42", paymentUrl: "/api/payment/card/42-token" });
  });

  it("docs/product/checkout.md: a failed confirmation is only logged (the cart failing to empty, or a refused payment)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = fakeShopper("7");
    failing.request.mockRejectedValueOnce(new Error("down"));
    const ok = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=succeeded`), failing.shopper));
    expect(ok?.headers.get("Location")).toBe("/");
    expect(failing.flashes.orderConfirmed).toEqual({ orderId: "7" });
    expect(error).toHaveBeenCalled();

    const declined = fakeShopper("8");
    const response = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=failed`), declined.shopper));
    expect(declined.flashes.orderConfirmed).toBeUndefined();
    expect(declined.request).not.toHaveBeenCalled();
    expect(declined.redirectOf).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("failed"));
    // The store cancelled the order and put its products back in the cart: the payment failed page
    // says how the attempt ended (docs/decisions/262).
    expect(response?.headers.get("Location")).toBe("/store/checkout-payment");
    expect(declined.values.pendingCardOrder).toEqual({ id: "8", paymentUrl: "/api/payment/card/8-token", outcome: "failed" });
  });

  it("a cancelled payment of a waiting order goes to the payment failed page; without a waiting order, home", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const cancelled = fakeShopper("9");
    const response = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=canceled`), cancelled.shopper));
    expect(response?.headers.get("Location")).toBe("/store/checkout-payment");
    expect(cancelled.values.pendingCardOrder).toMatchObject({ id: "9", outcome: "canceled" });

    const nobody = fakeShopper(undefined);
    const home = await thrown(handlePaymentReturn(back(`${PAID}&redirect_status=canceled`), nobody.shopper));
    expect(home?.headers.get("Location")).toBe("/");
    expect(nobody.values.pendingCardOrder).toBeUndefined();
  });
});

describe("the card order's page (/store/checkout-payment) without a return", () => {
  it("a payment that came back declined or cancelled says so, without asking the payment page", async () => {
    const { shopper, values, pageAnswerOf } = fakeShopper("5", null);
    values.pendingCardOrder = { id: "5", paymentUrl: "/api/payment/card/5-token", outcome: "canceled" };
    expect(await cardOrderState(shopper)).toEqual({ orderId: "5", state: "canceled" });
    expect(pageAnswerOf).not.toHaveBeenCalled();
  });

  it("an order its payment page still takes payment for is waiting, with that page's address", async () => {
    const { shopper, values, request, pageAnswerOf } = fakeShopper("6", null);
    expect(await cardOrderState(shopper)).toEqual({ orderId: "6", state: "waiting", paymentUrl: "/api/payment/card/6-token" });
    expect(pageAnswerOf).toHaveBeenCalledWith("/api/payment/card/6-token");
    expect(request).not.toHaveBeenCalled();
    expect(values.pendingCardOrder).toEqual({ id: "6", paymentUrl: "/api/payment/card/6-token" });
  });

  it("a payment page that cannot be asked leaves the order waiting (the page itself will say)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { shopper, pageAnswerOf } = fakeShopper("6", null);
    pageAnswerOf.mockRejectedValueOnce(new Error("down"));
    expect(await cardOrderState(shopper)).toMatchObject({ orderId: "6", state: "waiting" });
  });

  it("an order paid meanwhile (its return missed) is confirmed as a return is, and goes home", async () => {
    const { shopper, flashes, values, request } = fakeShopper("7");
    const response = await thrown(cardOrderState(shopper).then(() => undefined));
    expect(response?.headers.get("Location")).toBe("/");
    expect(request).toHaveBeenCalledTimes(1);
    expect(flashes.orderConfirmed).toEqual({ orderId: "7" });
    expect(values.pendingCardOrder).toBeUndefined();
  });

  it("an order whose payment page is gone ended unpaid (expired): said, and kept so", async () => {
    const { shopper, values, answer, pageAnswerOf } = fakeShopper("8", null);
    answer.status = 404;
    expect(await cardOrderState(shopper)).toEqual({ orderId: "8", state: "expired" });
    expect(values.pendingCardOrder).toEqual({ id: "8", paymentUrl: "/api/payment/card/8-token", outcome: "expired" });
    expect(await cardOrderState(shopper)).toEqual({ orderId: "8", state: "expired" });
    expect(pageAnswerOf).toHaveBeenCalledTimes(1);
  });

  it("no card order in the session: nothing to show", async () => {
    expect(await cardOrderState(fakeShopper(undefined).shopper)).toBeUndefined();
  });
});
