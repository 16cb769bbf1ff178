import { expect, test } from "./fixtures";

test.describe("contact page", () => {
  test("shows the store's details and the grid of locations", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    const details = page.locator("main").getByRole("region", { name: "Lumen Optics", exact: true });
    await expect(details).toContainText("214 Mercer Street, Suite 3");
    await expect(details.getByRole("link", { name: "support@lumenoptics.example" })).toHaveAttribute(
      "href",
      "mailto:support@lumenoptics.example",
    );
    await expect(details.getByRole("link", { name: "+1 (212) 555-0148" })).toHaveAttribute("href", "tel:+12125550148");
    await expect(details).toContainText("+1 (212) 555-0149");
    await expect(details).toContainText("Our opticians answer every message within one business day.");

    const locations = page.getByRole("list", { name: "Locations" }).getByRole("listitem");
    await expect(locations).toHaveCount(4);
    await expect(locations.nth(1)).toContainText("901 West Randolph Street, Chicago");
    await expect(locations.nth(1).getByRole("link", { name: "+1 (312) 555-0172" })).toBeVisible();
    await expect(locations.nth(1)).toContainText("Eye exams by appointment");
    await expect(locations.nth(1).locator("img")).toHaveAttribute("src", "/api/image/location/2.svg");
    // The Austin studio has no telephone: none is shown.
    await expect(locations.nth(2)).toContainText("1408 South Congress Avenue");
    await expect(locations.nth(2).getByRole("link")).toHaveCount(0);
  });

  test("invalid input is answered in place; a valid message is sent and the form is cleared", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form#contact");
    const name = form.getByRole("textbox", { name: "Name" });
    const email = form.getByRole("textbox", { name: "Email" });
    const message = form.getByRole("textbox", { name: "Message" });

    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Value is required");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("[id$='-error']", { hasText: "Value is required" })).toHaveCount(3);

    await name.fill("Al");
    await email.fill("al@example");
    await message.fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    // In place under each field (the alert repeats the first).
    await expect(form.locator("[id$='-error']", { hasText: "This field should be at least 3 characters long" })).toBeVisible();
    await expect(form.locator("[id$='-error']", { hasText: "Value is not a valid email address" })).toBeVisible();
    await expect(form.locator("[id$='-error']", { hasText: "This field should be at least 10 characters long" })).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText("This field should be at least 3 characters long");
    // What was typed stays.
    await expect(email).toHaveValue("al@example");

    await name.fill("  Alice Park ");
    await email.fill("alice@example.com");
    await message.fill("Do you fit prescription lenses to frames bought elsewhere?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").getByText("Your message has been successfully sent.")).toBeVisible();
    await expect(page.locator("form#contact").getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(page.locator("form#contact").getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(page.locator("form#contact").getByRole("alert")).toHaveCount(0);
  });
});
