/**
 * A forgotten password, end to end (docs/product/accounts.md#forgotten-password,
 * docs/decisions/094-password-reset.md): the sign-in page's link, the request that answers the
 * same for any address, the e-mail read from the test server's outbox (its data folder is under
 * E2E_DATA_ROOT, playwright.config.ts), the reset page that takes the token out of its address and
 * is never stored, the new password that ends the account's other sessions, and a link used twice.
 * On a stock store the sign-in page links to the store's own page instead.
 */
import { join } from "node:path";
import { messagesTo, resetLinkIn } from "../support/outbox";
import { onAnotherDevice, register, submitLogin } from "./account-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { main } from "./shop-helpers";

const SENT =
  "If an account exists for that address, we have sent a link to reset your password. It works once, within 60 minutes. Nothing after a few minutes? Look in your spam folder, or send it again.";
const CHANGED = "Your password has been changed. Please sign in with your new password.";
const USED = "This link to reset your password has expired or has already been used. Please ask for a new one.";

/** The shop server's outbox: `outbox` beside its data folder (E2E_DATA_ROOT/<port>). */
const outbox = join(process.env.E2E_DATA_ROOT ?? "", "outbox");

async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(async () => (await messagesTo(outbox, email)).length, { timeout: 10_000 }).toBe(1);
  const [message] = await messagesTo(outbox, email);
  return resetLinkIn(message!);
}

test("a forgotten password: a link by e-mail, a new password, the other sessions ended, and the link works once", async ({
  page,
  browser,
  javaScriptEnabled,
  newCustomer,
  waitForHydration,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer({ firstName: "Maya", lastName: "Ito" });
  const form = main(page);

  await onAnotherDevice(browser, javaScriptEnabled, async (laptop) => {
    // Registered and still signed in on a laptop.
    await register(laptop, customer);

    await page.goto("/account/login");
    await form.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page).toHaveURL(/\/account\/forgotten$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgotten your password?");
    await waitForHydration();

    // An address with no account gets the same answer.
    await form.getByLabel("Email").fill(`nobody.${customer.email}`);
    await form.getByRole("button", { name: "Send reset link" }).click();
    await expect(form.getByText(SENT)).toBeVisible();
    await form.getByLabel("Email").fill(customer.email);
    // The page after the post (post/redirect/get) has come: its answer sets the session cookie the
    // link's page must not race with.
    const shown = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname.startsWith("/account/forgotten") && answer.request().method() === "GET",
    );
    await form.getByRole("button", { name: "Send the link again" }).click();
    await shown;
    await expect(form.getByText(SENT)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/forgotten$/);

    const link = await resetLinkFor(customer.email);
    expect(await messagesTo(outbox, `nobody.${customer.email}`)).toEqual([]);
    expect(new URL(link).origin).toBe(servers.shop.url);

    // The link's page: the token leaves the address at once, and nothing of it is stored or referred.
    const first = page.waitForResponse((response) => response.url() === link);
    const landed = await page.goto(link);
    const redirect = await first;
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["referrer-policy"]).toBe("no-referrer");
    expect(redirect.headers()["cache-control"]).toContain("no-store");
    await expect(page).toHaveURL(`${servers.shop.url}/account/reset`);
    expect(landed?.headers()["cache-control"]).toContain("no-store");
    expect(landed?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(await page.content()).not.toContain(new URL(link).searchParams.get("token"));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-7");
    await form.getByLabel("Confirm new password").fill("brand-new-7");
    await form.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    const notice = form.getByRole("alert").filter({ hasText: CHANGED });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveValue(customer.email);

    // The laptop's session has ended.
    await laptop.goto("/account");
    await expect(laptop).toHaveURL(/\/account\/login\?redirectTo=%2Faccount$/);
  });

  await submitLogin(page, customer.email, "brand-new-7");
  await expect(page).toHaveURL(/\/account$/);

  // Used once: the same link now says so, with the way to ask for another.
  const link = await resetLinkFor(customer.email);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/account\/reset$/);
  await expect(form.getByText(USED)).toBeVisible();
  await form.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/account\/forgotten$/);
});

test("on a stock store, the sign-in page links to the store's own forgotten-password page", async ({ page }) => {
  const storePage = `${servers.stock.url}/api/index.php?route=account/forgotten`;
  await page.goto(`${servers.stock.url}/account/login`);
  await expect(main(page).getByRole("link", { name: "Forgotten your password?" })).toHaveAttribute("href", storePage);
  // The shop's own page, reached some other way, sends the shopper there too.
  const answer = await page.request.get(`${servers.stock.url}/account/forgotten`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe(storePage);
});
