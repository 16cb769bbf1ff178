/**
 * Checkout on a real VueFront store (docs/decisions/222-store-shipping-methods.md), played by the
 * storefront in remote mode on the stock stand-in (`servers.remote` on `servers.stock`'s API): the
 * store's field list, only the store's shipping methods, the store's own total lines, and, as the
 * store lists no payment method, the hand-over to the store's own checkout with its session.
 */
import type { Page } from "@playwright/test";
import { register } from "./account-helpers";
import { informationStep, rosa, type Address } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, apiSessionCookie, graphql, main, newApiContext } from "./shop-helpers";

const stock = servers.stock.url;
const remote = servers.remote.url;

/** A product in stock with a required option (the stand-in has the full profile's catalogue). */
async function productWithRequiredOption(): Promise<{ id: string; name: string }> {
  const api = await newApiContext();
  const { productsList } = await graphql<{
    productsList: { content: { id: string; name: string; quantity: number; special: string; options: { required: boolean }[] }[] };
  }>(
    api,
    `
      {
        productsList(size: 200, sort: "id") {
          content {
            id
            name
            quantity
            special
            options {
              required
            }
          }
        }
      }
    `,
  );
  await api.dispose();
  const product = productsList.content.find(
    (candidate) => candidate.quantity >= 40 && !candidate.special && candidate.options.some((option) => option.required),
  );
  if (!product) throw new Error("no product in stock with a required option");
  return product;
}

/** The store's checkout link, as its API gives it to anyone. */
async function storeCheckoutLink(): Promise<string> {
  const api = await newApiContext();
  const response = await api.post(`${stock}/api/graphql`, { data: { query: "{ checkoutLink { link } }" } });
  const body = (await response.json()) as { data: { checkoutLink: { link: string } } };
  await api.dispose();
  return body.data.checkoutLink.link;
}

/** The summary's total lines, as "Title Amount" rows. */
const totalLines = (page: Page) => page.locator("[data-checkout-totals]");

/**
 * Steps 1 to 3 on the remote storefront with a bag already filled, then the hand-over: the store's
 * fields, its shipping methods only, its own total lines, and a 303 to its checkout carrying its
 * session. Ends on the store's checkout page; answers the total shown before the hand-over.
 */
async function handOver(page: Page, address: Address): Promise<string> {
  // Step 1: the module's field list (country_id, zone_id).
  await page.goto(`${remote}/store/checkout/`);
  await expect(main(page).locator("select[name=country_id]")).toHaveCount(1);
  await informationStep(page, address);

  // Step 2: the store's methods only, the first chosen; no free shipping the store does not list.
  const methods = main(page).getByRole("radio");
  await expect(methods.first()).toHaveAccessibleName(/^Flat Shipping Rate - \$\d/);
  await expect(methods.first()).toBeChecked();
  await expect(main(page).getByText(/Free Shipping/)).toHaveCount(0);
  // The summary shows the store's own lines as it labels them.
  await expect(page.locator("[data-store-totals]")).toContainText("Sub-Total");
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);

  // Step 3: the store's total lines, the shipping among them; its Total is what the store charges.
  await expect(totalLines(page)).toContainText("Flat Shipping Rate");
  const total = (await page.locator("[data-checkout-total]").textContent())?.trim() ?? "";
  expect(total).toMatch(/^\$\d/);
  await expect(main(page)).toContainText("This store takes payment on its own site.");
  await expect(main(page).locator("[data-handover-total]")).toHaveText(total);
  await expect(main(page).getByRole("radio")).toHaveCount(0);
  await expect(main(page).getByText("Value is required")).toHaveCount(0);

  // The hand-over: a 303 to the store's checkout, with the store's session for the browser.
  const session = (await apiSessionCookie(page)).split("; ").find((pair) => pair.startsWith("OCSESSID="));
  expect(session).toBeTruthy();
  const link = await storeCheckoutLink();
  const handedOver = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().startsWith(`${remote}/store/checkout/`),
  );
  await main(page).getByRole("button", { name: "Continue to the store's checkout" }).click();
  const answer = await handedOver;
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toBe(link);
  const setCookies = (await answer.headersArray()).filter((header) => header.name.toLowerCase() === "set-cookie").map((h) => h.value);
  // OpenCart's own OCSESSID is `path=/` and not HttpOnly; the shop adds SameSite=Lax (Secure on https).
  expect(setCookies.join("\n")).toContain(`${session}; Path=/; SameSite=Lax`);
  await expect(page).toHaveURL(link);
  const cookies = await page.context().cookies(link);
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toContain(session);
  return total;
}

/**
 * On the store's own checkout page: the form starts from what the storefront's checkout stored (and,
 * for a customer, from the account), the store's own methods are chosen, and the order is placed.
 * Its row has the total shown before the hand-over, a real payment and shipping method, and `placedBy`.
 */
async function confirmOnStorePage(page: Page, product: { name: string }, address: Address, total: string, placedBy: string) {
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toHaveValue(address.email);
  await expect(page.getByLabel(/address 1/i)).toHaveValue(address.address1);
  const telephone = page.getByLabel(/telephone/i);
  if (!(await telephone.inputValue())) await telephone.fill("+1 334 555 0100");
  await page.getByLabel(/Flat Shipping Rate/).check();
  await page.getByLabel("Cash On Delivery").check();
  await page.getByLabel(/agree/i).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
  await expect(page.locator("body")).toContainText(
    `Status: Pending. Total: ${total}. Payment: Cash On Delivery. Delivery: Flat Shipping Rate`,
  );
  await expect(page.locator("[data-order-customer]")).toHaveText(placedBy);
}

test.describe("checkout on a real store (remote mode on the stock stand-in)", () => {
  test("the store's fields, shipping and totals; the store's own checkout takes the order with the bag", async ({ page }, testInfo) => {
    test.slow();
    const product = await productWithRequiredOption();

    // Browse, then the product: the store's refusal names the option it needs.
    await page.goto(`${remote}/eyeglasses`);
    await expect(main(page).locator("article").first()).toBeVisible();
    await page.goto(`${remote}/store/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    const add = main(page).getByRole("button", { name: "Add to cart", exact: true });
    await add.click();
    await expect(
      main(page)
        .getByText(/ required!$/)
        .first(),
    ).toBeVisible();
    await addWithOptions(page, { ...product, price: "", url: `${remote}/store/product/${product.id}` });

    // The cart.
    await page.goto(`${remote}/store/cart`);
    await expect(main(page).getByText(product.name).first()).toBeVisible();

    const address = rosa(`real-${testInfo.project.name}`);
    const total = await handOver(page, address);
    await confirmOnStorePage(page, product, address, total, "Guest");
  });

  test("a signed-in customer's order is placed on the store's checkout as theirs", async ({ page, newCustomer }, testInfo) => {
    test.slow();
    const product = await productWithRequiredOption();
    const customer = newCustomer();
    // Signed up on the storefront, which signs the customer in on the store (and keeps the phone).
    await register(page, customer, "555-0142", remote);
    await addWithOptions(page, { ...product, price: "", url: `${remote}/store/product/${product.id}` });
    const address = { ...rosa(`customer-${testInfo.project.name}`), email: customer.email };
    const total = await handOver(page, address);
    // The store's session carries the sign-in: its page knows the customer.
    await expect(page.getByLabel(/telephone/i)).toHaveValue("555-0142");
    await confirmOnStorePage(page, product, address, total, `${customer.firstName} ${customer.lastName} (${customer.email})`);
  });
});

test.describe("checkout on the embedded shop", () => {
  test("free shipping, listed by the store first, is offered and chosen", async ({ page }, testInfo) => {
    test.slow();
    const product = await productWithRequiredOption();
    await addWithOptions(page, { ...product, price: "", url: `/store/product/${product.id}` });
    await page.goto("/store/checkout/");
    await informationStep(page, rosa(`embedded-${testInfo.project.name}`));
    const methods = main(page).getByRole("radio");
    await expect(methods.first()).toHaveAccessibleName("Free Shipping - (3-5 business days)");
    await expect(methods.first()).toBeChecked();
    await expect(page.locator("[data-store-totals]")).toHaveCount(0);
    await expect(page.locator("[data-checkout-totals]")).toContainText("Shipping");
  });
});
