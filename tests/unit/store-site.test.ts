/** The store's own pages the account links to on a WordPress store (decision 365): its orders and its forgotten-password page. */
import { describe, expect, it } from "vitest";

process.env.COMMERCE_API_URL = "https://store.example/shop/wp-json/vuefront/v1/graphql";
const { storeOrderHistoryUrl } = await import("~/lib/account/store-site.server");
const { storeForgottenPasswordUrl } = await import("~/lib/account/password-reset.server");

describe("a WordPress store's own pages", () => {
  const request = new Request("https://www.example/account/order-history");

  it("are on the store's public origin, under the path WordPress is installed at", () => {
    expect(storeOrderHistoryUrl(request)).toBe("https://store.example/shop/my-account/orders/");
    expect(storeForgottenPasswordUrl(request)).toBe("https://store.example/shop/wp-login.php?action=lostpassword");
  });
});
