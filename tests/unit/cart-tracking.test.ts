/** Tracking (docs/product/cart.md) and the tracking scripts' configuration. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseTrackingConfig, trackingCspSources, trackingScripts } from "~/lib/tracking/config.server";
import * as queued from "~/lib/tracking/events";
import { toAnalyticsItem } from "~/lib/tracking/items";
import { trackAddToCart, trackAddToWishlist, trackBeginCheckout, trackSelectItem, trackViewItem } from "~/lib/tracking/push";
import { wishlistTotalText } from "~/lib/wishlist/total";

const product = { id: "12", name: "Odette Square", price: "$130.00", special: "$99.50", brand: "Lumen Originals" };

beforeEach(() => {
  vi.stubGlobal("window", { dataLayer: [] as unknown[], fbq: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

const layer = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event);

describe("tracking events", () => {
  it("pushes GA4 ecommerce events in USD, clearing the previous ecommerce object first", () => {
    trackAddToCart(product, 2);
    expect(window.dataLayer![0]).toEqual({ ecommerce: null });
    expect(layer()[0]).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "USD",
        value: 199,
        items: [{ item_id: "12", item_name: "Odette Square", item_brand: "Lumen Originals", price: 99.5, quantity: 2 }],
      },
    });
    expect(window.fbq).toHaveBeenCalledWith("track", "AddToCart", expect.objectContaining({ currency: "USD", value: 199 }));
  });

  it("names the product's events: select_item, view_item, AddToWishlist, begin_checkout", () => {
    trackSelectItem(product);
    trackViewItem(product);
    trackAddToWishlist(product);
    trackBeginCheckout([toAnalyticsItem(product, 1)], "WELCOME15");
    expect(layer().map((entry) => (entry as { event: string }).event)).toEqual([
      "select_item",
      "view_item",
      "AddToWishlist",
      "begin_checkout",
    ]);
    expect(layer()[1]).toMatchObject({ ecommerce: { currency: "USD", value: 99.5 } });
    expect(layer()[3]).toMatchObject({ ecommerce: { coupon: "WELCOME15" } });
  });

  it("components' calls made before the events' code is in are sent once it is, in order", async () => {
    queued.trackSelectItem(product);
    queued.trackAddToCart(product, 2);
    await queued.loadTracking();
    expect(layer().map((entry) => (entry as { event: string }).event)).toEqual(["select_item", "add_to_cart"]);
    queued.trackAddToWishlist(product);
    expect(layer()).toHaveLength(3);
  });
});

describe("tracking scripts", () => {
  it("are built on the server for the configured ids only, handing on their own nonce", () => {
    expect(trackingScripts({ gtmId: null, metaPixelId: null })).toEqual([]);
    const [gtm, pixel] = trackingScripts({ gtmId: "GTM-AB12CD", metaPixelId: "123456789012345" });
    expect(gtm).toMatchObject({ name: "gtm", js: expect.stringContaining('"GTM-AB12CD"') as string });
    expect(pixel).toMatchObject({ name: "meta-pixel", js: expect.stringContaining('"123456789012345"') as string });
    for (const script of [gtm, pixel]) expect(script?.js).toContain("d.currentScript.nonce");
  });

  it("load only for configured, well-formed ids", () => {
    expect(parseTrackingConfig({}).config).toEqual({ gtmId: null, metaPixelId: null });
    expect(parseTrackingConfig({ GTM_ID: "GTM-AB12CD", META_PIXEL_ID: "123456789012345" }).config).toEqual({
      gtmId: "GTM-AB12CD",
      metaPixelId: "123456789012345",
    });
    const bad = parseTrackingConfig({ GTM_ID: "<script>", META_PIXEL_ID: "pixel" });
    expect(bad.config).toEqual({ gtmId: null, metaPixelId: null });
    expect(bad.warnings).toHaveLength(2);
  });

  it("widen the Content-Security-Policy only for what is configured", () => {
    expect(trackingCspSources({ gtmId: null, metaPixelId: null })).toEqual({ script: [], connect: [], frame: [] });
    expect(trackingCspSources({ gtmId: "GTM-AB12CD", metaPixelId: null }).script).toEqual(["https://www.googletagmanager.com"]);
    expect(trackingCspSources({ gtmId: null, metaPixelId: "123456789" }).script).toEqual(["https://connect.facebook.net"]);
  });
});

describe("the wishlist's total price", () => {
  it("adds what each product costs now, in the list's currency", () => {
    expect(
      wishlistTotalText([
        { price: "$130.00", special: "$99.50" },
        { price: "$1,000.00", special: "" },
      ]),
    ).toBe("$1,099.50");
    expect(wishlistTotalText([{ price: "1,000.00 €", special: null }])).toBe("1,000.00 €");
    expect(wishlistTotalText([])).toBeNull();
  });
});
