import { accountMenu, expectFieldError, formAlert, nextPost, register, signIn, signOut, submitLogin, toast } from "./account-helpers";
import { expect, test } from "./fixtures";
import { main } from "./shop-helpers";

// Each test registers its own customer and walks a flow of several page loads: on a busy two-core
// machine that can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const LOGIN_FAILED = "Warning: No match for E-Mail Address and/or Password.";

test.describe("registration", () => {
  test("register, sign out, sign in (wrong password first, then the right one)", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
    newCustomer,
  }) => {
    const customer = newCustomer();
    await register(page, customer);
    // Registration signs the new customer in and shows the success page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account has been created!");
    await expect(main(page)).toContainText("Congratulations, Ada! Your new account has been successfully created!");
    await expect(main(page).getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    await main(page).getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/account$/);
    // A new account is welcomed as one, not "back" (docs/product/accounts.md).
    await expect(main(page)).toContainText(
      `Welcome to Lumen Optics, Ada: your new account is ready. You are signed in as ${customer.email}.`,
    );
    await expect(main(page)).not.toContainText("Welcome back");

    await signOut(page);
    await expect(toast(page)).toContainText("You have been signed out of your account.");
    await expect(accountMenu(page).locator("summary")).toContainText("Sign in");

    await page.goto("/account/login");
    const failed = nextPost(page, "/account/login");
    await submitLogin(page, customer.email, "not-my-password");
    expect((await failed).status()).toBe(400);
    await expect(formAlert(page)).toHaveText(LOGIN_FAILED);
    // The email is kept, the password is not sent back.
    await expect(main(page).getByLabel("Email")).toHaveValue(customer.email);
    if (!javaScriptEnabled) await expect(main(page).getByLabel("Password")).toHaveValue("");

    if (javaScriptEnabled) {
      // Enhanced: the sign-in is a client-side post and navigation, not a document reload.
      await waitForHydration();
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    }
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("My account");
    await expect(main(page)).toContainText(`Welcome back, Ada. You are signed in as ${customer.email}.`);
    if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  });

  test("invalid input: the product's messages in place and in the info alert, values kept", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    await page.goto("/account/register");
    const form = main(page);
    await form.getByLabel("First name").fill("  Ada  ");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm password").fill("abcd");
    const answer = javaScriptEnabled ? null : nextPost(page, "/account/register");
    await form.getByRole("button", { name: "Create account" }).click();
    // With JavaScript the same schema refuses in the browser; without, the server answers 400.
    if (answer) expect((await answer).status()).toBe(400);

    await expectFieldError(page, "Last name", "Value is required");
    await expectFieldError(page, "Email", "Value is not a valid email address");
    await expectFieldError(page, "Password", "This field should be at least 4 characters long", true);
    await expect(form.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    const email = form.getByLabel("Email");
    // The alert shows the first message in the order of the fields (last name comes before email).
    await expect(formAlert(page)).toHaveText("Value is required");
    // Kept as typed; the schema trims what it saves.
    await expect(form.getByLabel("First name")).toHaveValue("  Ada  ");
    await expect(email).toHaveValue("not-an-email");

    await form.getByLabel("Last name").fill("Lovelace");
    await email.fill(newCustomer().email);
    await form.getByLabel("Password", { exact: true }).fill("abcde");
    await form.getByLabel("Confirm password").fill("abcdf");
    await form.getByRole("button", { name: "Create account" }).click();
    await expectFieldError(page, "Confirm password", "Password confirmation does not match password!");
    await expect(formAlert(page)).toHaveText("Password confirmation does not match password!");
    await expect(page).toHaveURL(/\/account\/register$/);
  });

  test("an email already registered is refused with the store's message", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await signOut(page);
    await page.goto("/account/register");
    const form = main(page);
    await form.getByLabel("First name").fill("Second");
    await form.getByLabel("Last name").fill("Person");
    await form.getByLabel("Email").fill(customer.email);
    await form.getByLabel("Password", { exact: true }).fill("other123");
    await form.getByLabel("Confirm password").fill("other123");
    const answer = nextPost(page, "/account/register");
    await form.getByRole("button", { name: "Create account" }).click();
    expect((await answer).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("Warning: E-Mail Address is already registered!");
    await expect(form.getByLabel("First name")).toHaveValue("Second");
    await expect(accountMenu(page).locator("summary")).toContainText("Sign in");
  });
});

test.describe("guards", () => {
  test("guests go to the login page and come back to where they were going", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await signOut(page);

    for (const path of ["/account", "/account/success", "/account/edit", "/account/order-history"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/account/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    }

    await page.goto("/account/address");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Faddress$/);
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Address book");

    // Customers skip login and register.
    for (const path of ["/account/login", "/account/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/account$/);
    }
  });

  test("a redirect target off this site is ignored: the hub instead", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await signOut(page);
    await page.goto("/account/login?redirectTo=https://evil.example/phish");
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the account menu shows the product's entries by role", async ({ page, newCustomer }) => {
    await page.goto("/");
    const menu = accountMenu(page);
    await menu.locator("summary").click();
    const labels = () => menu.locator("a, button").allInnerTexts();
    expect(await labels()).toEqual(["Sign in", "Register", "My account", "Wishlist", "Order history"]);

    await register(page, newCustomer());
    await page.goto("/");
    await menu.locator("summary").click();
    expect(await labels()).toEqual(["My account", "Edit account", "Password", "Address book", "Wishlist", "Order history", "Sign out"]);
  });
});

test.describe("profile and password", () => {
  test("edit profile: prefilled, validated, saved, back to the hub with a notification", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    const customer = newCustomer();
    await register(page, customer, "555-0100");
    await page.goto("/account/edit");
    const form = main(page);
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Email")).toHaveValue(customer.email);
    await expect(form.getByLabel("Telephone (optional)")).toHaveValue("555-0100");
    await expect(form.getByRole("link", { name: "Change your password" })).toHaveAttribute("href", "/account/password");

    await form.getByLabel("First name").fill("   ");
    await form.getByLabel("Last name").fill("x".repeat(33));
    const answer = javaScriptEnabled ? null : nextPost(page, "/account/edit");
    await form.getByRole("button", { name: "Save changes" }).click();
    if (answer) expect((await answer).status()).toBe(400);
    await expectFieldError(page, "First name", "Value is required");
    await expectFieldError(page, "Last name", "The maximum length allowed is 32");
    await expect(formAlert(page)).toHaveText("Value is required");

    // A telephone is a number: letters and markup are refused (docs/decisions/007-phone-digits-only.md).
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Telephone (optional)").fill("call me maybe <b>x</b>");
    const refused = javaScriptEnabled ? null : nextPost(page, "/account/edit");
    await form.getByRole("button", { name: "Save changes" }).click();
    if (refused) expect((await refused).status()).toBe(400);
    await expectFieldError(page, "Telephone (optional)", "Telephone must be a valid phone number");

    const newEmail = newCustomer().email;
    await form.getByLabel("First name").fill("  Grace ");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(newEmail);
    await form.getByLabel("Telephone (optional)").fill("");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page)).toContainText("Success: Your account has been successfully updated.");
    await expect(main(page)).toContainText(`Welcome to Lumen Optics, Grace: your new account is ready. You are signed in as ${newEmail}.`);

    await page.goto("/account/edit");
    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await expect(form.getByLabel("Telephone (optional)")).toHaveValue("");
  });

  test("change password, then only the new one signs in", async ({ page, javaScriptEnabled, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await page.goto("/account/password");
    const form = main(page);
    await expect(form.getByRole("link", { name: "Edit your account" })).toHaveAttribute("href", "/account/edit");

    await form.getByLabel("Password", { exact: true }).fill("newpass1");
    await form.getByLabel("Confirm password").fill("newpass2");
    const answer = javaScriptEnabled ? null : nextPost(page, "/account/password");
    await form.getByRole("button", { name: "Change password" }).click();
    if (answer) expect((await answer).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("Password confirmation does not match password!");
    await expectFieldError(page, "Confirm password", "Password confirmation does not match password!");

    await form.getByLabel("Password", { exact: true }).fill("newpass1");
    await form.getByLabel("Confirm password").fill("newpass1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page)).toContainText("Success: Your password has been successfully updated.");

    await signOut(page);
    await page.goto("/account/login");
    await submitLogin(page, customer.email, customer.password);
    await expect(formAlert(page)).toHaveText(LOGIN_FAILED);
    await signIn(page, { ...customer, password: "newpass1" });
  });
});

test.describe("after signing out", () => {
  test("Back does not show the account's details again (account pages are never stored)", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await page.goto("/account/edit");
    await expect(main(page).getByLabel("Email")).toHaveValue(customer.email);
    await signOut(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/login/);
    await expect(page.locator(`input[value="${customer.email}"]`)).toHaveCount(0);
  });
});
