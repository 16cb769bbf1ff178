/** A WordPress customer's orders on the store's own site, where the shop cannot list them (decision 365). */
import { describe, expect, it } from "vitest";

process.env.COMMERCE_API_URL = "https://store.example/shop/wp-json/vuefront/v1/graphql";
const { storeForgottenPasswordUrl, storeOrderHistoryUrl } = await import("~/lib/account/password-reset.server");

describe("a WordPress store's own pages", () => {
  const request = new Request("https://www.example/account/order-history");

  it("are on the store's public origin, under the path WordPress is installed at", () => {
    expect(storeOrderHistoryUrl(request)).toBe("https://store.example/shop/my-account/orders/");
    expect(storeForgottenPasswordUrl(request)).toBe("https://store.example/shop/wp-login.php?action=lostpassword");
  });
});
