/** The checkout's forms as a shopper fills them in, shared by the checkout specs. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { main } from "./shop-helpers";

export interface Address {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  zipcode: string;
}

export const rosa = (tag: string): Address => ({
  email: `rosa.${tag}.${Date.now().toString(36)}@example.com`,
  firstName: "Rosa",
  lastName: "Parks",
  address1: "1 Montgomery Street",
  city: "Montgomery",
  zipcode: "36104",
});

export async function fillAddress(page: Page, address: Address) {
  const form = main(page);
  await form.getByLabel("Email").fill(address.email);
  await form.getByLabel("First name").fill(address.firstName);
  await form.getByLabel("Last name").fill(address.lastName);
  await form.getByLabel("Address 1", { exact: true }).fill(address.address1);
  await form.getByLabel("City").fill(address.city);
  await form.getByLabel("Zipcode").fill(address.zipcode);
}

/** A United Kingdom address (the zone is England). */
export const ada = (tag: string): Address => ({
  email: `ada.${tag}.${Date.now().toString(36)}@example.com`,
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "10 St James's Square",
  city: "London",
  zipcode: "SW1Y 4LE",
});

/** Step 1's country, then its zone: with JavaScript the zones follow at once; without, "Update zones" re-renders the step. */
export async function chooseCountry(page: Page, country: string, zone: string, javaScriptEnabled: boolean) {
  const form = main(page);
  // With JavaScript, the change must reach the hydrated form (EnhancedMarker's field says it is).
  if (javaScriptEnabled) await expect(form.locator(`form[data-checkout-step] input[name="_enhanced"]`)).toHaveCount(1);
  await form.getByLabel("Country").selectOption({ label: country });
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Update zones" }).click();
  await form.getByLabel("Zone").selectOption({ label: zone });
}

/** Step 1 with a United States address (its first zone), then on to step 2. */
export async function informationStep(page: Page, address: Address) {
  await fillAddress(page, address);
  const zone = main(page).getByLabel("Zone");
  const zones = await zone
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await zone.selectOption(zones[0]);
  await main(page).getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page).toHaveURL(/\/store\/checkout\/\?step=2$/);
}
