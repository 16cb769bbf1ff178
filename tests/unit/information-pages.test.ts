/**
 * The demo store's information pages say what the shop does: the delivery page lists the shipping
 * methods checkout offers, the payment page its ways to pay, the cookies page the session's lifetime.
 */
import { describe, expect, it } from "vitest";
import { freeShipping, paymentOptions, shippingQuotes } from "@commerce/demo/store-methods";
import { pages } from "@commerce/seed/data/pages";
import { sessionCookieDays } from "@config/store";

const page = (keyword: string) => pages.find((candidate) => candidate.keyword === keyword)!.html;

describe("information pages", () => {
  it("delivery: every shipping method checkout offers, with its price, and no other", () => {
    const html = page("delivery");
    for (const quote of [freeShipping, ...shippingQuotes]) expect(html).toContain(quote.title);
    expect(html).toContain("Flat Shipping Rate: $8.00");
    expect(html).not.toMatch(/International orders: 7 to 14/);
  });

  it("payment methods: every way to pay checkout offers", () => {
    const html = page("payment_methods");
    for (const option of paymentOptions) expect(html).toContain(option.name);
    expect(html).toContain("Cash On Delivery");
  });

  it("cookies: the session lives as long as its cookie's Max-Age", () => {
    expect(page("cookies_policy")).toContain(`${sessionCookieDays} days after your last visit`);
    expect(page("cookies_policy")).not.toContain("Until you close the browser");
  });
});
