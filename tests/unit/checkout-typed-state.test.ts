/**
 * The VueFront WordPress plugin's step 1 (shared recordings 06): a free-text `state` field, WooCommerce's
 * state code. What the shopper types there is the order's zone (decision 365: WooCommerce refuses a US
 * order without one, "State is required"), while the field stays the store's required text field.
 */
import { describe, expect, it } from "vitest";
import { detailsOf } from "~/lib/checkout/checkout-details.server";
import { bookValues, missingTypedZone, storeFormOf } from "~/lib/checkout/checkout.server";
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

  it("stays the store's required text field, labelled 'State' (the plugin names it only by its field name), not a choice of zones", () => {
    expect(state).toMatchObject({ kind: "text", label: "State", required: true });
    expect(form.zoneField).toBeNull();
    const schema = storeFieldsSchema([state], { zoneIds: [] });
    expect(schema.safeParse({ state: "NY" }).success).toBe(true);
    expect(schema.safeParse({ state: "" }).success).toBe(false);
  });

  it("a saved address of the plugin's book (its zone always empty) is refused at step 1 for want of the state", () => {
    // The plugin's accountAddressList: `zone { id: "" }` whatever WooCommerce holds.
    const book = {
      firstName: "Maya",
      lastName: "Lindqvist",
      company: "",
      address1: "200 Park Avenue",
      address2: "",
      city: "New York",
      zipcode: "10166",
      countryId: "US",
      zoneId: "",
    };
    const values = bookValues(form, book, { addressId: "shipping", email: "maya@example.com", phone: "+1 212 555 0142" });
    expect(missingTypedZone(form, values)?.name).toBe("state");
    expect(missingTypedZone(form, { ...values, state: "NY" })).toBeNull();
  });

  it("a zone chosen from the country's list is not a typed zone (OpenCart's zone_id)", () => {
    const opencart = [field("firstName"), { ...field("country_id"), type: "country" }, { ...field("zone_id"), type: "zone" }];
    expect(missingTypedZone(storeFormOf(opencart, opencart), { firstName: "A", country_id: "222", zone_id: "" })).toBeNull();
  });
});
