import { register, type TestCustomer } from "./account-helpers";
import { expect, test } from "./fixtures";
import { graphql, main, newApiContext } from "./shop-helpers";

// Each test registers its own customer and walks a flow of several page loads: on a busy two-core
// machine that can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/**
 * Places an order for `customer` the way another VueFront client would: its own API session at
 * /api/graphql, logged in as the same customer (a legitimate setup step; the browser keeps its own
 * session). Returns the order and the product ordered.
 */
async function placeOrderThroughApi(customer: TestCustomer) {
  // A context of its own: its cookies are that client's API session.
  const api = await newApiContext();
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(api, query, variables);

  await gql(`mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`, {
    email: customer.email,
    password: customer.password,
  });
  const { productsList } = await gql<{ productsList: { content: { id: string; name: string; quantity: number }[] } }>(
    `{ productsList(size: 40, sort: "id") { content { id name quantity } } }`,
  );
  const product = productsList.content.find((candidate) => candidate.quantity >= 20)!;
  const { product: detail } = await gql<{ product: { options: { id: string; required: boolean; values: { id: string }[] }[] } }>(
    `query ($id: String) { product(id: $id) { options { id required values { id } } } }`,
    { id: product.id },
  );
  const options = detail.options.filter((option) => option.required).map((option) => ({ id: option.id, value: option.values[0].id }));
  await gql(`mutation ($id: String, $options: [CartOption]) { addToCart(id: $id, quantity: 2, options: $options) { total } }`, {
    id: product.id,
    options,
  });
  await gql(`mutation { createOrder { success } }`);
  const { countriesList } = await gql<{ countriesList: { content: { id: string; name: string }[] } }>(
    `{ countriesList(page: 1, size: -1) { content { id name } } }`,
  );
  const singapore = countriesList.content.find((country) => country.name === "Singapore")!;
  const address = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    telephone: "",
    address1: "12 Marina View",
    city: "Singapore",
    postcode: "018961",
    countryId: singapore.id,
  };
  await gql(
    `mutation ($address: [InputField]) {
      updateOrder(paymentAddress: $address, shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } }
    }`,
    { address: Object.entries(address).map(([name, value]) => ({ name, value })) },
  );
  const { confirmOrder } = await gql<{ confirmOrder: { order: { id: string; status: string; total: string } } }>(
    `mutation { confirmOrder { order { id status total } } }`,
  );
  await api.dispose();
  return { order: confirmOrder.order, product };
}

test.describe("order history", () => {
  test("a placed order shows with its date, status, total and items, on the history and the hub", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await page.goto("/account/order-history");
    await expect(main(page)).toContainText("You have not placed any orders yet.");

    const { order, product } = await placeOrderThroughApi(customer);
    await page.goto("/account/order-history");
    const card = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(card.getByRole("heading", { name: `Order #${order.id}` })).toBeVisible();
    await expect(card).toContainText("Pending");
    await expect(card).toContainText(order.total);
    await expect(card).toContainText("2 items");
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", `/store/product/${product.id}`);
    const placed = card.locator("time");
    await expect(placed).toHaveText(new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date()));
    await expect(main(page)).toContainText("1 order placed with us.");
    await expect(card.getByRole("link", { name: "Request a return" })).toHaveAttribute("href", `/account/return?order_id=${order.id}`);

    await page.goto("/account");
    const recent = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(recent).toContainText(product.name);
    await expect(main(page).getByRole("link", { name: "View all 1 order" })).toHaveAttribute("href", "/account/order-history");
  });

  test("guests sign in first", async ({ page }) => {
    await page.goto("/account/order-history");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Forder-history$/);
  });
});
