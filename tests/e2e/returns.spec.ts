/**
 * The return request in the browser (docs/product/content-and-forms.md#returns,
 * docs/decisions/340-return-request-checks.md): a guest returns by order number and the order's
 * e-mail, naming the product; a customer reaches the form from a shipped order, chooses the item,
 * and finds the request on the order afterwards. Both run with JavaScript on and off.
 */
import { register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { markOrder, placeOrderThroughApi } from "./order-helpers";
import { graphql, main, newApiContext } from "./shop-helpers";

// Each test places orders through the API and walks several page loads.
test.describe.configure({ timeout: 60_000 });

const RETURN_PAGE = "/account/return";
const NOT_FOUND = "We could not find an order with that number and e-mail address.";
const DETAILS_LABEL = "Details (required for “Faulty, please supply details” and “Other”)";

test.describe("return request", () => {
  test("takes the order id from ?order_id= and offers the store's reasons", async ({ page }) => {
    const response = await page.goto(`${RETURN_PAGE}?order_id=1042`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a return");
    await expect(page.getByRole("textbox", { name: "Order ID" })).toHaveValue("1042");
    const reasons = page.getByRole("radiogroup", { name: "Reason" }).getByRole("radio");
    await expect(reasons).toHaveCount(5);
    await expect(page.getByRole("radiogroup", { name: "Reason" })).toContainText("Received wrong item");
    // An order this shopper cannot read back: the product is asked for by name.
    await expect(page.getByRole("textbox", { name: "Product name" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Item" })).toHaveCount(0);
  });

  test("a guest: every message, a wrong order and e-mail pair refused without saying which, then the request sent", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    // Someone's shipped order of two products, placed through the API.
    const customer = newCustomer();
    const api = await newApiContext();
    await graphql(
      api,
      `
        mutation ($customer: CustomerInput) {
          accountRegister(customer: $customer) {
            id
          }
        }
      `,
      {
        customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, password: customer.password },
      },
    );
    await api.dispose();
    const { order, products } = await placeOrderThroughApi(customer, 2);
    await markOrder(order.id);

    await page.goto(RETURN_PAGE);
    const form = page.locator("form#return");
    const submit = form.getByRole("button", { name: "Submit return request" });
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Please fill out all required fields correctly.");
    await expect(form.getByRole("textbox", { name: "First name" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Value is required")).toHaveCount(5);
    await expect(form.getByText("You must select a return product reason")).toBeVisible();

    await form.getByRole("textbox", { name: "First name" }).fill("Jamie");
    await form.getByRole("textbox", { name: "Last name" }).fill("Rivera");
    await form.getByRole("textbox", { name: "Email" }).fill("jamie@example.com");
    await form.getByRole("textbox", { name: "Telephone" }).fill("+1 512 555 0147");
    await form.getByRole("textbox", { name: "Order ID" }).fill(order.id);
    await form.getByText("Other", { exact: true }).click();
    await submit.click();
    // "Other" wants details.
    await expect(form.getByRole("alert")).toHaveText("Please fill out all required fields correctly.");
    await expect(form.getByText("Please tell us more about the reason.")).toBeVisible();

    await form.getByRole("textbox", { name: DETAILS_LABEL }).fill("The frame is narrower than my old pair.");
    await form.getByRole("textbox", { name: "Product name" }).fill(products[1]!.name);
    await submit.click();
    // Someone else's order under this e-mail: refused in the store's words, not saying the order exists.
    await expect(form.getByRole("alert")).toHaveText(`Error 400: ${NOT_FOUND}`);
    await expect(form.getByText(NOT_FOUND, { exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Order ID" })).toHaveValue(order.id);

    await form.getByRole("textbox", { name: "Email" }).fill(customer.email);
    if (!javaScriptEnabled) await form.getByText("Other", { exact: true }).click();
    await submit.click();
    await expect(page.locator("form#return").locator("[data-form-alert='success']")).toHaveText("Form submitted successfully!");
    await expect(page.locator("form#return").getByRole("textbox", { name: "Email" })).toHaveValue("");

    // The same item again: one open request per item.
    const again = page.locator("form#return");
    await again.getByRole("textbox", { name: "First name" }).fill("Jamie");
    await again.getByRole("textbox", { name: "Last name" }).fill("Rivera");
    await again.getByRole("textbox", { name: "Email" }).fill(customer.email);
    await again.getByRole("textbox", { name: "Telephone" }).fill("+1 512 555 0147");
    await again.getByRole("textbox", { name: "Order ID" }).fill(order.id);
    await again.getByRole("textbox", { name: "Product name" }).fill(products[1]!.name);
    await again.getByText("Dead on arrival").click();
    await again.getByRole("button", { name: "Submit return request" }).click();
    await expect(again.getByRole("alert")).toHaveText(/^Error 409: A return for this item is already open \(reference R\d+\)\.$/);
  });

  test("a customer returns an item of a shipped order from the order history, and the order shows the request", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    const customer = newCustomer();
    await register(page, customer);
    const { order, products } = await placeOrderThroughApi(customer, 2);
    await page.goto("/account/order-history");
    const card = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(card).toContainText("Pending");
    await expect(card.getByRole("link", { name: "Request a return" })).toHaveCount(0);

    await markOrder(order.id);
    await page.reload();
    await card.getByRole("link", { name: "Request a return" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/return\\?order_id=${order.id}$`));
    const form = page.locator("form#return");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(customer.email);
    const item = form.getByRole("combobox", { name: "Item" });
    await expect(item.locator("option")).toHaveText(["Choose the item you are sending back", products[0]!.name, products[1]!.name]);
    await form.getByRole("textbox", { name: "Telephone" }).fill("+1 512 555 0147");
    await form.getByText("Faulty, please supply details", { exact: true }).click();
    await form.getByRole("textbox", { name: DETAILS_LABEL }).fill("The left hinge came loose.");
    await form.getByRole("button", { name: "Submit return request" }).click();
    await expect(form.getByText("Please choose the item you are sending back.")).toBeVisible();

    await item.selectOption({ label: products[1]!.name });
    if (!javaScriptEnabled) await form.getByText("Faulty, please supply details", { exact: true }).click();
    await form.getByRole("button", { name: "Submit return request" }).click();
    await expect(page.locator("form#return").locator("[data-form-alert='success']")).toHaveText("Form submitted successfully!");

    await page.goto("/account/order-history");
    const returns = card.getByRole("list", { name: `Returns of order #${order.id}` });
    await expect(returns.getByRole("listitem")).toHaveCount(1);
    await expect(returns.getByRole("listitem")).toHaveText(new RegExp(`^Return R\\d+: ${products[1]!.name} · Pending$`));
    // The other item may still go back.
    await expect(card.getByRole("link", { name: "Request a return" })).toBeVisible();
  });
});
