/**
 * The VueFront WordPress plugin's step 1 (shared recordings 06): a free-text `state` field, WooCommerce's
 * state code. What the shopper types there is the order's zone (decision 365: WooCommerce refuses a US
 * order without one, "State is required"), while the field stays the store's required text field.
 */
import { describe, expect, it } from "vitest";
import { detailsOf } from "~/lib/checkout/checkout-details.server";
import { storeFormOf } from "~/lib/checkout/checkout.server";
import { storeFieldsSchema } from "~/lib/forms/store-fields";

const field = (name: string, required = true) => ({ name, type: "text", required, label: null, defaultValue: null, values: null });
/** The plugin's list, in its order and types (recording 06-checkout). */
const plugin = ["firstName", "lastName", "company", "country", "address1", "address2", "city", "state", "postcode", "phone", "email"].map(
  (name) => field(name, !["company", "address2"].includes(name)),
);

describe("the WordPress plugin's typed state", () => {
  const form = storeFormOf(plugin, plugin);
  const state = [...form.contact, ...form.address].find((f) => f.name === "state")!;

  it("is the order's zone, kept from step 1 by role", () => {
    const values = Object.fromEntries(plugin.map((f) => [f.name, f.name === "state" ? "NY" : f.name === "country" ? "US" : "x"]));
    expect(detailsOf([...form.contact, ...form.address], values)).toMatchObject({ zoneId: "NY", countryId: "US" });
  });

  it("stays the store's required text field, under its own label, not a choice of zones", () => {
    expect(state).toMatchObject({ kind: "text", label: "state", required: true });
    expect(form.zoneField).toBeNull();
    const schema = storeFieldsSchema([state], { zoneIds: [] });
    expect(schema.safeParse({ state: "NY" }).success).toBe(true);
    expect(schema.safeParse({ state: "" }).success).toBe(false);
  });
});
