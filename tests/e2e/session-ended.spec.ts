/**
 * Signed out in another tab, then Save on Edit account, Password or an address-book form: the login
 * page says why, and after signing in the typed profile or address is back, kept in the signed
 * session, never in the address (docs/decisions/238-session-ended-on-save.md,
 * docs/decisions/265-session-ended-address-book.md). A new password is never kept.
 */
import type { Page } from "@playwright/test";
import { register, signOut, submitLogin } from "./account-helpers";
import { expect, test } from "./fixtures";
import { main } from "./shop-helpers";

const SESSION_ENDED = "You were signed out, so your changes were not saved. Please sign in again.";
const ADDRESS_RESTORED = "Your address is not saved yet: check it and press Save address.";

/** The same shopper signs out in another tab. */
async function signOutElsewhere(page: Page) {
  const other = await page.context().newPage();
  await other.goto("/account");
  await signOut(other);
  await other.close();
}

test("a save after signing out elsewhere says why at login, and the typed profile comes back", async ({ page, newCustomer }) => {
  // Three forms (and two tabs) in one flow: on a loaded two-core machine more than the default 30 s.
  test.setTimeout(90_000);
  const customer = newCustomer();
  await register(page, customer);

  await page.goto("/account/edit");
  await main(page).getByLabel("First name").fill("Grace");
  await signOutElsewhere(page);
  await main(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fedit$/);
  await expect(main(page).getByText(SESSION_ENDED)).toBeVisible();

  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account\/edit$/);
  await expect(main(page).getByLabel("First name")).toHaveValue("Grace");
  await main(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/account/edit");
  await expect(main(page).getByLabel("First name")).toHaveValue("Grace");

  // The password form says the same; the new password is not kept anywhere.
  await page.goto("/account/password");
  await main(page).getByLabel("Password", { exact: true }).fill("brand-new-1");
  await main(page).getByLabel("Confirm password").fill("brand-new-1");
  await signOutElsewhere(page);
  await main(page).getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fpassword$/);
  await expect(main(page).getByText(SESSION_ENDED)).toBeVisible();
  expect(page.url()).not.toContain("brand-new");
});

test("an address saved after signing out elsewhere comes back after signing in, new and edited", async ({
  page,
  newCustomer,
  waitForHydration,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await register(page, customer);
  const form = main(page);

  // A new address: typed, then the session ends elsewhere.
  await page.goto("/account/address/create");
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Address 1").fill("1 Navy Yard Rd");
  await form.getByLabel("City").fill("Arlington");
  await form.getByLabel("Zipcode").fill("22202");
  await form.getByLabel("Zone").selectOption({ label: "Virginia" });
  await signOutElsewhere(page);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Faddress%2Fcreate$/);
  await expect(main(page).getByText(SESSION_ENDED)).toBeVisible();

  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account\/address\/create$/);
  await waitForHydration();
  await expect(form.getByText(ADDRESS_RESTORED)).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Grace");
  await expect(form.getByLabel("Address 1")).toHaveValue("1 Navy Yard Rd");
  await expect(form.getByLabel("Zone").locator("option:checked")).toHaveText("Virginia");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/address$/);
  const row = form.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Arlington, Virginia 22202");

  // Editing it: the changed city comes back on the same address's form, once.
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/account\/address\/\d+\/edit$/);
  const editPath = new URL(page.url()).pathname;
  await waitForHydration();
  await form.getByLabel("City").fill("Alexandria");
  await signOutElsewhere(page);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/login\\?redirectTo=${encodeURIComponent(editPath)}$`));
  await expect(main(page).getByText(SESSION_ENDED)).toBeVisible();
  expect(page.url()).not.toContain("Alexandria");

  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await waitForHydration();
  await expect(form.getByText(ADDRESS_RESTORED)).toBeVisible();
  await expect(form.getByLabel("City")).toHaveValue("Alexandria");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/address$/);
  await expect(row).toContainText("Alexandria, Virginia 22202");

  // Shown once: the form reads the stored address again.
  await page.goto(editPath);
  await expect(form.getByText(ADDRESS_RESTORED)).toHaveCount(0);
  await expect(form.getByLabel("City")).toHaveValue("Alexandria");
});
