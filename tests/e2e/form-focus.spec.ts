/**
 * A refused form puts the focus on its first error, where a screen reader reads the message with
 * the field (docs/decisions/236-focus-on-first-error.md): its first invalid field, else its alert.
 * With JavaScript the form's hook moves it; without, the server marks it `autofocus`.
 */
import { formAlert, submitLogin } from "./account-helpers";
import { expect, test } from "./fixtures";

test("a refused form focuses its first invalid field, else its alert", async ({ page }) => {
  // Three forms (and two tabs) in one flow: on a loaded two-core machine more than the default 30 s.
  test.setTimeout(90_000);
  // A length error (checked in the browser with JavaScript, on the server without).
  await page.goto("/account/login");
  await submitLogin(page, "nobody@example.com", "ab");
  await expect(page.getByLabel("Password")).toBeFocused();

  // The store's refusal names no one field: the alert, the form's error summary.
  await page.goto("/account/login");
  await submitLogin(page, "nobody@example.com", "not-the-password");
  await expect(formAlert(page)).toBeFocused();
  await expect(formAlert(page)).toHaveRole("alert");

  // A review with nothing chosen: the first of its three errors is the rating.
  await page.goto("/store/product/3");
  const review = page.locator("form#review");
  await review.getByRole("textbox", { name: "Author name" }).fill("Ada");
  await review.getByRole("button", { name: "Submit review" }).click();
  await expect(review.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
});

test("a field is checked when the form is sent, then as it is corrected; the focus stays with the shopper", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the server checks the form (the first test).");
  await page.goto("/account/register");
  const email = page.getByLabel("Email");
  const phone = page.getByLabel("Telephone (optional)");
  await email.fill("not-an-email");
  await email.press("Tab");
  // Leaving a field says nothing yet: a message appearing then would move the button being clicked.
  await expect(phone).toBeFocused();
  await page.keyboard.type("555");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Correcting a field checks it as it is typed (conform's own submit), and the focus stays in it.
  await email.fill("ada@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(phone).toHaveValue("555");
});
