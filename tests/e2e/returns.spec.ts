import { expect, test } from "./fixtures";

const RETURN_PAGE = "/account/return";

test.describe("return request", () => {
  test("takes the order id from ?order_id= and offers the store's reasons", async ({ page }) => {
    const response = await page.goto(`${RETURN_PAGE}?order_id=1042`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a return");
    await expect(page.getByRole("textbox", { name: "Order ID" })).toHaveValue("1042");
    const reasons = page.getByRole("radiogroup", { name: "Reason" }).getByRole("radio");
    await expect(reasons).toHaveCount(5);
    await expect(page.getByRole("radiogroup", { name: "Reason" })).toContainText("Received wrong item");
  });

  test("every message of the form, then a request sent", async ({ page, javaScriptEnabled }) => {
    await page.goto(`${RETURN_PAGE}?order_id=1042`);
    const form = page.locator("form#return");
    const submit = form.getByRole("button", { name: "Submit return request" });

    await form.getByRole("textbox", { name: "Order ID" }).fill("");
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Please fill out all required fields correctly.");
    await expect(form.getByRole("textbox", { name: "First name" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Value is required")).toHaveCount(5);
    await expect(form.getByText("You must select a return product reason")).toBeVisible();

    await form.getByRole("textbox", { name: "First name" }).fill("Jamie");
    await form.getByRole("textbox", { name: "Last name" }).fill("Rivera");
    await form.getByRole("textbox", { name: "Email" }).fill("jamie@example.com");
    await form.getByRole("textbox", { name: "Telephone" }).fill("+1 512 555 0147");
    await form.getByRole("textbox", { name: "Order ID" }).fill("1042");
    await submit.click();
    // Only the reason is missing: the alert names it.
    await expect(form.getByRole("alert")).toHaveText("You must select a return product reason");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("jamie@example.com");

    await form.getByText("Received wrong item").click();
    if (javaScriptEnabled) {
      // While the request is on its way the button says so and cannot be pressed again.
      await page.route(`**${RETURN_PAGE}*`, async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await submit.click();
      await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    } else {
      await submit.click();
    }
    await expect(page.locator("form#return").locator("[data-form-alert='success']")).toHaveText("Form submitted successfully!");
    await expect(page.locator("form#return").getByRole("textbox", { name: "Email" })).toHaveValue("");
    await expect(page.locator("form#return").getByRole("radio", { checked: true })).toHaveCount(0);
  });
});
