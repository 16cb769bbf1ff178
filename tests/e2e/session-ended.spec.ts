/**
 * Signed out in another tab, then Save on Edit account, Password or an address-book form: the login
 * page says why, and after signing in the typed profile or address is back, kept in the signed
 * session, never in the address (docs/decisions/238-session-ended-on-save.md,
 * docs/decisions/265-session-ended-address-book.md). A new password is never kept. Typed values
 * come back to the customer who typed them only: another customer signing in on the same browser
 * sees their own data, and the kept values are gone (docs/decisions/093-unsaved-values-belong-to-a-customer.md).
 */
import type { Page } from "@playwright/test";
import { onAnotherDevice, register, signOut, submitLogin } from "./account-helpers";
import { expect, test } from "./fixtures";
import { main } from "./shop-helpers";

const SESSION_ENDED = "You were signed out, so your changes were not saved. Please sign in again.";
const ADDRESS_RESTORED = "Your address is not saved yet: check it and press Save address.";
const PROFILE_RESTORED = "Your changes are not saved yet: check them and press Save changes.";

/**
 * Types a new United States address (the default country), the session ends in another tab, then
 * Save: the login page, on its way back to the form.
 */
async function saveNewAddressAfterSignOut(
  page: Page,
  address: { firstName: string; lastName: string; address1: string; city: string; zipcode: string; zone: string },
) {
  const form = main(page);
  await page.goto("/account/address/create");
  await form.getByLabel("First name").fill(address.firstName);
  await form.getByLabel("Last name").fill(address.lastName);
  await form.getByLabel("Address 1").fill(address.address1);
  await form.getByLabel("City").fill(address.city);
  await form.getByLabel("Zipcode").fill(address.zipcode);
  await form.getByLabel("Zone").selectOption({ label: address.zone });
  await signOutElsewhere(page);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Faddress%2Fcreate$/);
}

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
  // Announced: an alert that takes the focus, so a screen reader reads it first, with JavaScript or without.
  const notice = main(page).getByRole("alert").filter({ hasText: SESSION_ENDED });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();

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
  await saveNewAddressAfterSignOut(page, {
    firstName: "Grace",
    lastName: "Hopper",
    address1: "1 Navy Yard Rd",
    city: "Arlington",
    zipcode: "22202",
    zone: "Virginia",
  });
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

test("what Maya typed when her session ended is never shown to Ben, who signs in next on her browser", async ({
  page,
  browser,
  javaScriptEnabled,
  newCustomer,
  waitForHydration,
}) => {
  test.setTimeout(120_000);
  const maya = newCustomer({ firstName: "Maya", lastName: "Ito" });
  const ben = newCustomer({ firstName: "Ben", lastName: "Okafor" });
  await onAnotherDevice(browser, javaScriptEnabled, (other) => register(other, ben, "555-0101"));
  await register(page, maya, "555-0199");
  const form = main(page);

  // Maya changes her last name and phone; her session ends before she presses Save.
  await page.goto("/account/edit");
  await form.getByLabel("Last name").fill("Secret-Ito");
  await form.getByLabel("Telephone").fill("512-555-0142");
  await signOutElsewhere(page);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fedit$/);
  await expect(form.getByText(SESSION_ENDED)).toBeVisible();

  // Ben signs in there: his own details, and no word of changes not saved.
  await submitLogin(page, ben.email, ben.password);
  await expect(page).toHaveURL(/\/account\/edit$/);
  await waitForHydration();
  await expect(form.getByLabel("First name")).toHaveValue("Ben");
  await expect(form.getByLabel("Last name")).toHaveValue("Okafor");
  await expect(form.getByLabel("Email")).toHaveValue(ben.email);
  await expect(form.getByLabel("Telephone")).toHaveValue("555-0101");
  await expect(form.getByText(PROFILE_RESTORED)).toHaveCount(0);

  // An address typed by Maya on the same browser: Ben gets an empty form, and his address book stays his.
  await signOut(page);
  await page.goto("/account/login");
  await submitLogin(page, maya.email, maya.password);
  await expect(page).toHaveURL(/\/account$/);
  await saveNewAddressAfterSignOut(page, {
    firstName: "Maya",
    lastName: "Ito",
    address1: "77 Secret Garden Lane",
    city: "Austin",
    zipcode: "78701",
    zone: "Texas",
  });
  await submitLogin(page, ben.email, ben.password);
  await expect(page).toHaveURL(/\/account\/address\/create$/);
  await waitForHydration();
  await expect(form.getByLabel("Address 1")).toHaveValue("");
  await expect(form.getByLabel("City")).toHaveValue("");
  await expect(form.getByText(ADDRESS_RESTORED)).toHaveCount(0);
  await page.goto("/account/address");
  await expect(form.getByText("77 Secret Garden Lane")).toHaveCount(0);

  // Ben's sign-in forgot them: Maya signing in again finds her stored details, not what she had typed.
  await signOut(page);
  await page.goto("/account/login?redirectTo=%2Faccount%2Fedit");
  await submitLogin(page, maya.email, maya.password);
  await expect(page).toHaveURL(/\/account\/edit$/);
  await expect(form.getByLabel("Last name")).toHaveValue("Ito");
  await expect(form.getByText(PROFILE_RESTORED)).toHaveCount(0);
});

test("what Maya typed comes back to Maya when her password was changed on another device", async ({
  page,
  browser,
  javaScriptEnabled,
  newCustomer,
  waitForHydration,
}) => {
  test.setTimeout(90_000);
  const maya = newCustomer({ firstName: "Maya", lastName: "Ito" });
  await register(page, maya);
  const form = main(page);

  await page.goto("/account/edit");
  await form.getByLabel("Last name").fill("Ito-Okafor");
  await form.getByLabel("Telephone").fill("512-555-0142");
  // Her password is changed elsewhere, which ends this session (decision 259).
  const newPassword = "changed-99";
  await onAnotherDevice(browser, javaScriptEnabled, async (other) => {
    await other.goto("/account/login");
    await submitLogin(other, maya.email, maya.password);
    await expect(other).toHaveURL(/\/account$/);
    await other.goto("/account/password");
    await main(other).getByLabel("Password", { exact: true }).fill(newPassword);
    await main(other).getByLabel("Confirm password").fill(newPassword);
    await main(other).getByRole("button", { name: "Change password" }).click();
    await expect(other).toHaveURL(/\/account$/);
  });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fedit$/);
  await expect(form.getByText(SESSION_ENDED)).toBeVisible();

  await submitLogin(page, maya.email, newPassword);
  await expect(page).toHaveURL(/\/account\/edit$/);
  await waitForHydration();
  await expect(form.getByText(PROFILE_RESTORED)).toBeVisible();
  await expect(form.getByLabel("Last name")).toHaveValue("Ito-Okafor");
  await expect(form.getByLabel("Telephone")).toHaveValue("512-555-0142");
});
