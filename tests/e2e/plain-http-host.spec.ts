/**
 * The shop reached over plain HTTP on a real host name, as an operator first tries it after
 * `docker run -p 3000:3000`: Chromium resolves http://shop.test to the test server, so
 * the host is not localhost and a Secure cookie would be dropped. A shopper buys with a card, and
 * the payment page's return is believed because the page confirms it (decision 134).
 */
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { CHROMIUM_ARGS, servers } from "./servers";
import { addWithOptions, cartCount, main, newApiContext, stockedProducts } from "./shop-helpers";

const SHOP = "http://shop.test";

test.use({
  baseURL: SHOP,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP shop.test 127.0.0.1:${servers.shop.port}`],
  },
});

test("buys with a card over plain HTTP on a host that is not localhost", async ({ page, context }, testInfo) => {
  test.slow();
  // Asked at the test shop's own address: shop.test resolves only inside Chromium.
  const api = await newApiContext();
  const [product] = await stockedProducts(api, 1, 11);
  await api.dispose();
  await addWithOptions(page, product!);
  const cookies = await context.cookies(SHOP);
  const session = cookies.find((cookie) => cookie.name === "lumen_session");
  expect(session?.secure).toBe(false);

  await page.goto("/store/checkout/");
  await informationStep(page, rosa(`plain-http.${testInfo.project.name}`));
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await main(page).getByLabel("Credit or debit card").check();
  await main(page).getByRole("button", { name: "Complete order" }).click();

  await expect(page).toHaveURL(/^http:\/\/shop\.test\/api\/payment\/card\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Rosa Parks");
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(`${SHOP}/`);
  const modal = page.getByRole("dialog", { name: "Thank you for your order!" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/Order number: #\d+/);
  expect(await cartCount(page)).toBe(0);
});
