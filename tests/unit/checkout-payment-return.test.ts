/** The card payment's return to the storefront (spec section 2): no API involved, a stand-in shopper. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { handlePaymentReturn } from "~/lib/checkout/payment-return.server";
import type { Shopper } from "~/lib/shopper.server";

function fakeShopper(pendingOrder?: string) {
  const flashes: Record<string, unknown> = {};
  const values: Record<string, unknown> = { pendingCardOrder: pendingOrder };
  const request = vi.fn(async () => ({ clearCart: { quantity: 0 } }));
  const shopper = {
    api: { request },
    getValue: (key: string) => values[key],
    setValue: (key: string, value: unknown) => {
      values[key] = value;
    },
    flash: (key: string, value: unknown) => {
      flashes[key] = value;
    },
  } as unknown as Shopper;
  return { shopper, flashes, values, request };
}

const RETURN = "payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x";

async function thrown(promise: Promise<void>): Promise<Response | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error as Response;
  }
}

afterEach(() => vi.restoreAllMocks());

describe("returning from the card payment page", () => {
  it("does nothing for an ordinary page", async () => {
    const { shopper, request } = fakeShopper();
    expect(await thrown(handlePaymentReturn(new Request("http://shop.local/?tab=1"), shopper))).toBeUndefined();
    expect(await thrown(handlePaymentReturn(new Request(`http://shop.local/?payment_intent=pi_1`), shopper))).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
  });

  it("on 'succeeded': empties the cart, flags the order confirmed with its id, and goes home", async () => {
    const { shopper, flashes, values, request } = fakeShopper("42");
    const response = await thrown(
      handlePaymentReturn(new Request(`http://shop.local/store/cart?${RETURN}&redirect_status=succeeded`), shopper),
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/");
    expect(request).toHaveBeenCalledTimes(1);
    expect(flashes.orderConfirmed).toEqual({ orderId: "42" });
    expect(values.pendingCardOrder).toBeUndefined();
  });

  it("spec: a failed confirmation is only logged (the cart failing to empty, or a refused payment)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = fakeShopper("7");
    failing.request.mockRejectedValueOnce(new Error("down"));
    const ok = await thrown(handlePaymentReturn(new Request(`http://shop.local/?${RETURN}&redirect_status=succeeded`), failing.shopper));
    expect(ok?.headers.get("Location")).toBe("/");
    expect(failing.flashes.orderConfirmed).toEqual({ orderId: "7" });
    expect(error).toHaveBeenCalled();

    const declined = fakeShopper("8");
    const response = await thrown(
      handlePaymentReturn(new Request(`http://shop.local/?${RETURN}&redirect_status=failed`), declined.shopper),
    );
    expect(response?.headers.get("Location")).toBe("/");
    expect(declined.flashes.orderConfirmed).toBeUndefined();
    expect(declined.request).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("failed"));
  });
});
