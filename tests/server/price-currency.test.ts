/**
 * The price filter in the shopper's currency, over HTTP on the built server: a
 * shopper who chose euros with the currency switcher's form post types, sees and gets euros.
 */
import { describe, expect, it } from "vitest";
import { categoryIds } from "@config/store";
import { Visitor } from "../support/visitor";

/** The tiles' current prices in euros ("94.71 €"); struck-through old prices end in `</s>`, not here. */
const euroPrices = (html: string) => [...html.matchAll(/>(\d+(?:\.\d{2})) €<\/span>/g)].map((match) => Number(match[1]));

describe("the price filter in the shopper's currency", () => {
  it("takes, shows and applies the bounds in euros once euros are chosen", async () => {
    const shopper = new Visitor();
    const switched = await shopper.post("/resources/preferences", { intent: "currency", code: "EUR", redirectTo: "/" });
    expect([302, 303]).toContain(switched.status);

    const page = await shopper.get(`/store/category/${categoryIds.eyeglasses}?min_price=100&max_price=150&size=100`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Price: 100 € – 150 €");
    expect(page.html).not.toContain("Price: $");
    // The panel's bounds are euros too: no dollar bounds in the hint.
    expect(page.html).toMatch(/\d+ – \d+ € in this selection/);

    const prices = euroPrices(page.html);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThanOrEqual(150);
    }
  });
});
