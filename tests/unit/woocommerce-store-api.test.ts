/** Where the shop finds WooCommerce's Store API, and how it prints the Store API's totals (decision 365). */
import { describe, expect, it } from "vitest";
import { offlinePaymentMethods, ratesFor, storeTotals, variationOf } from "~/lib/checkout/store-orders/woocommerce.server";
import { parseEnv } from "~/lib/env.server";

describe("WOOCOMMERCE_STORE_API_URL", () => {
  const storeApi = (env: Record<string, string>) => parseEnv(env).env.wooCommerceStoreApiUrl;

  it("is the WordPress store's own /wp-json/wc/store/v1 by default, and nothing on other stores", () => {
    expect(storeApi({ COMMERCE_API_URL: "https://store.example/wp-json/vuefront/v1/graphql" })).toBe(
      "https://store.example/wp-json/wc/store/v1",
    );
    expect(storeApi({ COMMERCE_API_URL: "http://10.0.0.5:8080/blog/wp-json/vuefront/v1/graphql" })).toBe(
      "http://10.0.0.5:8080/blog/wp-json/wc/store/v1",
    );
    expect(storeApi({ COMMERCE_API_URL: "https://store.example/index.php?rest_route=/vuefront/v1/graphql" })).toBe(
      "https://store.example/index.php?rest_route=/wc/store/v1",
    );
    expect(storeApi({ COMMERCE_API_URL: "https://oc.example/index.php?route=extension/module/d_vuefront/graphql" })).toBeNull();
    expect(storeApi({})).toBeNull();
    // The embedded API's wordpress profile answers it under /api/.
    expect(storeApi({ COMMERCE_API_PROFILE: "wordpress", PORT: "4000" })).toBe("http://127.0.0.1:4000/api/wp-json/wc/store/v1");
  });

  it("takes a URL of its own, or off for WooCommerce's own checkout", () => {
    const wordpress = { COMMERCE_API_URL: "https://store.example/wp-json/vuefront/v1/graphql" };
    expect(storeApi({ ...wordpress, WOOCOMMERCE_STORE_API_URL: "off" })).toBeNull();
    expect(storeApi({ ...wordpress, WOOCOMMERCE_STORE_API_URL: "http://wp.internal/wp-json/wc/store/v1/" })).toBe(
      "http://wp.internal/wp-json/wc/store/v1",
    );
    expect(() => parseEnv({ WOOCOMMERCE_STORE_API_URL: "yes" })).toThrow(/WOOCOMMERCE_STORE_API_URL/);
  });
});

describe("the Store API's cart, read", () => {
  it("prints totals as the store prints its money, to the cent, adding up to its Total", () => {
    const euro = {
      currency_minor_unit: 2,
      currency_prefix: "",
      currency_suffix: " €",
      currency_decimal_separator: ",",
      currency_thousand_separator: ".",
    };
    const { lines, total } = storeTotals(
      {
        ...euro,
        total_items: "123450",
        total_discount: "18518",
        total_shipping: "500",
        total_tax: "21186",
        tax_lines: [{ name: "VAT", price: "21186" }],
        total_price: "126618",
      },
      ["welcome15"],
    );
    expect(lines).toEqual([
      { title: "Subtotal", text: "1.234,50 €" },
      { title: "Discount (welcome15)", text: "-185,18 €" },
      { title: "Shipping", text: "5,00 €" },
      { title: "VAT", text: "211,86 €" },
      { title: "Total", text: "1.266,18 €" },
    ]);
    expect(total).toBe("1.266,18 €");
    // No rate chosen yet: no shipping line; no tax: no tax line.
    expect(
      storeTotals({ currency_prefix: "$", total_items: "9000", total_shipping: null, total_tax: "0", total_price: "9000" }, []).lines,
    ).toEqual([
      { title: "Subtotal", text: "$90.00" },
      { title: "Total", text: "$90.00" },
    ]);
  });

  it("offers the offline gateways only, and finds the rate of a method in every package", () => {
    expect(offlinePaymentMethods({ payment_methods: ["stripe", "bacs", "cod", "cheque"] })).toEqual([
      { code: "bacs", name: "Direct bank transfer" },
      { code: "cod", name: "Cash on delivery" },
      { code: "cheque", name: "Check payments" },
    ]);
    const cart = {
      shipping_rates: [
        {
          package_id: 0,
          shipping_rates: [
            { rate_id: "flat_rate:4", method_id: "flat_rate", selected: false },
            { rate_id: "free_shipping:5", method_id: "free_shipping", selected: true },
          ],
        },
      ],
    };
    expect(ratesFor(cart, "flat_rate")).toEqual([{ package_id: 0, rate_id: "flat_rate:4", selected: false }]);
    expect(ratesFor(cart, "free_shipping:5")).toEqual([{ package_id: 0, rate_id: "free_shipping:5", selected: true }]);
    expect(ratesFor(cart, "local_pickup")).toBeNull();
  });

  it("sends the plugin's option ids as the Store API's attributes", () => {
    expect(
      variationOf({
        productId: "13",
        quantity: 1,
        options: [
          { id: "attribute_pa_frame-colour", value: "tortoise" },
          { id: "attribute_pa_lens", value: "polarised" },
        ],
      }),
    ).toEqual([
      { attribute: "pa_frame-colour", value: "tortoise" },
      { attribute: "pa_lens", value: "polarised" },
    ]);
  });
});
