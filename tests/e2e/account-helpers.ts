/**
 * Shared steps of the account browser tests (account, address book, order history). Every test
 * registers its own customer (the `newCustomer` fixture), so the js-on and js-off runs (and
 * parallel workers) never collide.
 */
import { expect, type Browser, type Page, type Response } from "@playwright/test";
import { servers } from "./servers";
import { main } from "./shop-helpers";

export interface TestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the registration form and creates the account; ends on the success page (of the shop at `origin`, else the test's). */
export async function register(page: Page, customer: TestCustomer, phone = "", origin = ""): Promise<void> {
  await page.goto(`${origin}/account/register`);
  const form = main(page);
  await form.getByLabel("First name").fill(customer.firstName);
  await form.getByLabel("Last name").fill(customer.lastName);
  await form.getByLabel("Email").fill(customer.email);
  if (phone) await form.getByLabel("Telephone (optional)").fill(phone);
  await form.getByLabel("Password", { exact: true }).fill(customer.password);
  await form.getByLabel("Confirm password").fill(customer.password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/success$/);
}

/** Fills the login form and submits it (the caller checks where it lands). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = main(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

export async function signIn(page: Page, customer: TestCustomer): Promise<void> {
  await page.goto("/account/login");
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account$/);
}

/** Signs out with the header's account menu (a <details>, so it opens without JavaScript too). */
export async function signOut(page: Page): Promise<void> {
  const menu = accountMenu(page);
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function accountMenu(page: Page) {
  return page
    .locator("header details")
    .filter({ has: page.locator("summary[aria-label*='account' i]") })
    .first();
}

/** The info alert of the form on the page. */
export const formAlert = (page: Page) => main(page).locator("[data-form-alert]");

/** The one-time notification after a post/redirect/get. */
export const toast = (page: Page) => page.locator("[data-toast]");

/**
 * Without JavaScript a form post is a document request whose status the test can read; with
 * JavaScript Remix posts to `<path>.data`. Resolves with the first POST answer to `path`.
 */
export function nextPost(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === "POST" && (url.pathname === path || url.pathname === `${path}.data`);
  });
}

/** The message shown for an input: the element its aria-describedby points at (with aria-invalid set). */
export async function expectFieldError(page: Page, label: string, message: string, exact = false): Promise<void> {
  const input = main(page).getByLabel(label, { exact });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const describedBy = await input.getAttribute("aria-describedby");
  expect(describedBy, `${label} is described by its error`).toBeTruthy();
  await expect(page.locator(`[id="${describedBy!.split(" ")[0]}"]`)).toHaveText(message);
}

/**
 * Another device: a browser context of its own (its own cookies) on the shop, with JavaScript as the
 * test's, for a second shopper or the same customer elsewhere; closed afterwards.
 */
export async function onAnotherDevice<T>(browser: Browser, javaScriptEnabled: boolean, act: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: servers.shop.url, javaScriptEnabled });
  try {
    return await act(await context.newPage());
  } finally {
    await context.close();
  }
}
