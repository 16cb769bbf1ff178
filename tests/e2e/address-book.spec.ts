import type { Page } from "@playwright/test";
import { expectFieldError, formAlert, nextPost, register, toast } from "./account-helpers";
import { expect, test } from "./fixtures";
import { main } from "./shop-helpers";

// Each test registers its own customer and walks a flow of several page loads: on a busy two-core
// machine that can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** Picks a country; without JavaScript the zones come with the "Update zones" button (a post of the form). */
async function chooseCountry(page: Page, country: string, javaScriptEnabled: boolean) {
  await main(page).getByLabel("Country").selectOption({ label: country });
  if (!javaScriptEnabled) await main(page).getByRole("button", { name: "Update zones" }).click();
}

const addressRows = (page: Page) => main(page).locator("tbody tr");

test.describe("address book", () => {
  test("add (United States, with a zone), edit to a country without zones (Singapore), delete", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
    newCustomer,
  }) => {
    await register(page, newCustomer());
    await page.goto("/account/address");
    await expect(main(page)).toContainText("You have no addresses in your account yet.");
    await main(page).getByRole("link", { name: "New address" }).click();
    await expect(page).toHaveURL(/\/account\/address\/create$/);
    await waitForHydration();

    // The United States is preselected and has zones: the zone is required.
    const form = main(page);
    await expect(form.getByLabel("Country")).toHaveValue(/\d+/);
    await expect(form.getByLabel("Country").locator("option:checked")).toHaveText("United States");
    const answer = javaScriptEnabled ? null : nextPost(page, "/account/address/create");
    await form.getByRole("button", { name: "Save address" }).click();
    if (answer) expect((await answer).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("Value is required");
    await expectFieldError(page, "First name", "Value is required");
    await expectFieldError(page, "Address 1", "Value is required");
    await expectFieldError(page, "Zone", "Please select a region / state!");

    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Address 1").fill("  200 Congress Ave ");
    await form.getByLabel("Address 2 (optional)").fill("B");
    await form.getByLabel("City").fill("Austin");
    await form.getByLabel("Zipcode").fill("78701");
    await form.getByLabel("Zone").selectOption({ label: "Texas" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expectFieldError(page, "Address 2 (optional)", "This field should be at least 3 characters long");
    await form.getByLabel("Address 2 (optional)").fill("");
    await form.getByRole("button", { name: "Save address" }).click();

    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(toast(page)).toContainText("Your address has been successfully added");
    await expect(addressRows(page)).toHaveCount(1);
    await expect(addressRows(page).first()).toContainText("Ada Lovelace");
    await expect(addressRows(page).first()).toContainText("200 Congress Ave");
    await expect(addressRows(page).first()).toContainText("Austin, Texas 78701");
    await expect(addressRows(page).first()).toContainText("United States");

    await addressRows(page).first().getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/account\/address\/\d+\/edit$/);
    await waitForHydration();
    await expect(form.getByLabel("City")).toHaveValue("Austin");
    await expect(form.getByLabel("Zone").locator("option:checked")).toHaveText("Texas");

    await form.getByLabel("City").fill("Singapore");
    await form.getByLabel("Zipcode").fill("018961");
    await chooseCountry(page, "Singapore", javaScriptEnabled);
    // Singapore has no zones: the field goes away, the typed values stay.
    await expect(form.getByLabel("Zone")).toHaveCount(0);
    await expect(form.getByLabel("City")).toHaveValue("Singapore");
    await expect(form.getByLabel("Zipcode")).toHaveValue("018961");
    await expect(form.getByLabel("Country").locator("option:checked")).toHaveText("Singapore");
    await form.getByRole("button", { name: "Save address" }).click();

    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(toast(page)).toContainText("Your address has been successfully updated");
    await expect(addressRows(page).first()).toContainText("Singapore, 018961");
    await expect(addressRows(page).first()).not.toContainText("Texas");

    if (javaScriptEnabled) {
      await waitForHydration();
      // With JavaScript the delete asks first; dismissing keeps the address.
      page.once("dialog", (dialog) => void dialog.dismiss());
      await addressRows(page)
        .first()
        .getByRole("button", { name: /^Delete/ })
        .click();
      await expect(addressRows(page)).toHaveCount(1);
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toContain("Delete the address of Ada Lovelace?");
        void dialog.accept();
      });
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    }
    await addressRows(page)
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(toast(page)).toContainText("Your address has been successfully deleted");
    await expect(addressRows(page)).toHaveCount(0);
    await expect(main(page)).toContainText("You have no addresses in your account yet.");
    // With JavaScript the delete was a fetcher: no document reload.
    if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  });

  test("Enter in a field saves the address; it does not press 'Update zones'", async ({ page, waitForHydration, newCustomer }) => {
    await register(page, newCustomer());
    await page.goto("/account/address/create");
    await waitForHydration();
    const form = main(page);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Address 1").fill("200 Congress Ave");
    await form.getByLabel("City").fill("Austin");
    await form.getByLabel("Zone").selectOption({ label: "Texas" });
    await form.getByLabel("Zipcode").fill("78701");
    await form.getByLabel("Zipcode").press("Enter");
    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(toast(page)).toContainText("Your address has been successfully added");
    await expect(addressRows(page)).toHaveCount(1);
  });

  test("changing the country resets the zone and lists the new country's zones", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
    newCustomer,
  }) => {
    await register(page, newCustomer());
    await page.goto("/account/address/create");
    if (javaScriptEnabled) {
      await waitForHydration();
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    }
    const form = main(page);
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Company (optional)").fill("Navy");
    await form.getByLabel("Zone").selectOption({ label: "Texas" });
    await chooseCountry(page, "Canada", javaScriptEnabled);

    const zone = form.getByLabel("Zone");
    await expect(zone.locator("option", { hasText: "Ontario" })).toHaveCount(1);
    await expect(zone.locator("option", { hasText: "Texas" })).toHaveCount(0);
    await expect(zone).toHaveValue("");
    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await expect(form.getByLabel("Company (optional)")).toHaveValue("Navy");
    // With JavaScript the zones came by fetcher, without reloading the page.
    if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);

    // Without a zone the form is refused; with one it is saved.
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Address 1").fill("1 Front Street West");
    await form.getByLabel("City").fill("Toronto");
    await form.getByLabel("Zipcode").fill("M5J 2X5");
    await form.getByRole("button", { name: "Save address" }).click();
    await expectFieldError(page, "Zone", "Please select a region / state!");
    await zone.selectOption({ label: "Ontario" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(addressRows(page).first()).toContainText("Toronto, Ontario M5J 2X5");
    await expect(addressRows(page).first()).toContainText("Navy");
  });

  test("a zone posted for another country is refused by the store and the right zones come back", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    test.skip(javaScriptEnabled, "Only a browser without JavaScript can post a stale zone list");
    await register(page, newCustomer());
    await page.goto("/account/address/create");
    const form = main(page);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Address 1").fill("10 Downing Street");
    await form.getByLabel("City").fill("London");
    await form.getByLabel("Zipcode").fill("SW1A 2AA");
    await form.getByLabel("Zone").selectOption({ label: "Texas" });
    // The country changes, but "Update zones" is not pressed: the post carries a US state.
    await form.getByLabel("Country").selectOption({ label: "United Kingdom" });
    const answer = nextPost(page, "/account/address/create");
    await form.getByRole("button", { name: "Save address" }).click();
    expect((await answer).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("Please select a region / state!");
    await expect(form.getByLabel("Country").locator("option:checked")).toHaveText("United Kingdom");
    await expect(form.getByLabel("Zone").locator("option", { hasText: "Texas" })).toHaveCount(0);
    await expect(form.getByLabel("City")).toHaveValue("London");
  });

  test("another customer's or an unknown address is not found", async ({ page, newCustomer }) => {
    await register(page, newCustomer());
    const response = await page.goto("/account/address/999999/edit");
    expect(response?.status()).toBe(404);
  });
});
