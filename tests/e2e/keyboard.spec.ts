/**
 * A purchase with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7), with JavaScript: from the home page
 * through a mega-menu, the filter panel, the header search, the option pills, the cart sidebar and
 * the three checkout steps to the order placed page, pressing only Tab, Shift+Tab, Enter, Space,
 * the arrows and Escape (typing goes into the focused field). Every element the test stops at shows
 * a focus ring.
 */
import type { Locator, Page } from "@playwright/test";
import { rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { main, stockedProducts, tileOf } from "./shop-helpers";

/** The focused element draws a ring: its own outline or box shadow, or its label's for a visually hidden radio or checkbox. */
async function expectFocusVisible(page: Page): Promise<void> {
  const unringed = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "nothing is focused";
    const ringed = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    };
    return ringed(focused) || ringed(focused.closest("label")) ? "" : focused.outerHTML.slice(0, 200);
  });
  expect(unringed, "the focused element shows a focus ring").toBe("");
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks its focus ring. Focus moves
 * synchronously with each key press, so there is nothing to wait for between presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expect(target).toBeFocused();
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** The radio Tab lands on in a group: the checked one, else the first. */
async function radioEntry(group: Locator): Promise<Locator> {
  const checked = group.getByRole("radio", { checked: true });
  return (await checked.count()) ? checked : group.getByRole("radio").first();
}

/** Whether the focus is inside `container`. */
const focusIn = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test("a purchase with the keyboard alone, focus always visible", async ({
  page,
  request,
  javaScriptEnabled,
  waitForHydration,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the keyboard path through the enhanced shop (without JavaScript the forms are plain links and posts)");
  // Eight pages and a few hundred key presses: 57 s at a load of 15 on two cores, over 90 s at 27.
  test.setTimeout(180_000);
  const [product] = await stockedProducts(request, 1, 12);
  await page.goto("/");
  await waitForHydration();
  const header = page.locator("header").first();

  // A mega-menu opens with ArrowDown on its category (not on Tab), the focus inside; Escape closes it
  // and gives the focus back (docs/decisions/237-mega-menu-keyboard.md).
  const nav = page.getByRole("navigation", { name: "Featured categories" });
  const category = nav.locator("li[data-category]").first();
  const categoryLink = category.locator(":scope > a");
  const panel = category.getByTestId("mega-panel");
  await tabTo(page, categoryLink);
  await expect(panel).toBeHidden();
  await page.keyboard.press("ArrowDown");
  await expect(panel).toBeVisible();
  await expect.poll(() => focusIn(panel), { message: "ArrowDown moves into the open panel" }).toBe(true);
  await expectFocusVisible(page);
  await page.keyboard.press("Escape");
  await expect(categoryLink).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press("Enter");

  // The filter panel: focus moves in, Space chooses a filter, Escape applies it and gives the focus back.
  const filters = main(page).getByRole("link", { name: /^Filters/ });
  await expect(filters).toBeVisible();
  // From the row's first category: the row's other links (closed panels are out of the tab order),
  // then the search bar, logo and actions, which follow the row since the menus are one tree (decision 195).
  await tabTo(page, filters, { max: 100 });
  await page.keyboard.press("Enter");
  const filterPanel = page.getByRole("dialog", { name: "Filters" });
  await expect(filterPanel.getByRole("link", { name: "Close filters" })).toBeFocused();
  await expectFocusVisible(page);
  const firstChoice = filterPanel.getByRole("checkbox").first();
  await tabTo(page, firstChoice);
  await page.keyboard.press("Space");
  await expect(firstChoice).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(filters).toBeFocused();
  await expect(filterPanel).toBeHidden();
  await expect(page).toHaveURL(/filters=/);

  // The header search, typed into; then the product's tile in the results.
  const search = header.getByRole("searchbox", { name: "Search the shop" }).filter({ visible: true });
  await tabTo(page, search, { back: true });
  await page.keyboard.type(product!.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/search=/);
  const productLink = tileOf(page, product!).getByRole("link", { name: product!.name, exact: true });
  await expect(productLink).toBeVisible();
  // Past the header and its mega-menus the way a keyboard user goes: the skip link.
  await tabTo(page, page.getByRole("link", { name: "Skip to content" }), { back: true });
  await page.keyboard.press("Enter");
  await tabTo(page, productLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: product!.name })).toBeVisible();

  // Option pills: Tab into each group, the arrows choose; a select takes the arrows too.
  const add = main(page).getByRole("button", { name: "Add to cart", exact: true });
  const formId = await add.getAttribute("form");
  const form = formId ? page.locator(`form[id="${formId}"]`) : main(page).locator("form").filter({ has: add });
  for (const group of await form.getByRole("radiogroup").all()) {
    const entry = await radioEntry(group);
    await tabTo(page, entry);
    const chosen = group.getByRole("radio", { checked: true });
    await page.keyboard.press("ArrowRight");
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("ArrowLeft");
    await expect(entry).toBeChecked();
  }
  for (const select of await form.locator("select").all()) {
    await tabTo(page, select);
    await page.keyboard.press("ArrowDown");
    await expect(select).not.toHaveValue("");
  }

  // The cart sidebar opens with the focus inside, keeps it there, and Escape gives it back.
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const sidebar = page.getByRole("dialog", { name: /Shopping bag/i });
  await expect(sidebar.locator("[data-cart-line]")).toHaveCount(1);
  await expect.poll(() => focusIn(sidebar), { message: "the focus moves into the sidebar" }).toBe(true);
  const stops = await sidebar.locator("a[href], button:not([disabled]), input:not([disabled]), select").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press <= stops; press++) {
      await page.keyboard.press(key);
      expect(await focusIn(sidebar), `${key} ×${press + 1} stays in the sidebar`).toBe(true);
    }
  }
  await expectFocusVisible(page);
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await expect(add).toBeFocused();

  // Opened again from the header's bag, then on to the checkout.
  const bag = header.getByRole("link", { name: /^Shopping bag/ });
  await tabTo(page, bag, { back: true });
  await page.keyboard.press("Enter");
  await expect.poll(() => focusIn(sidebar), { message: "the focus moves into the sidebar" }).toBe(true);
  await page.keyboard.press("Escape");
  await expect(bag).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, sidebar.getByRole("link", { name: "Checkout" }));
  await page.keyboard.press("Enter");

  // Step 1: each field reached with Tab and typed into; the zone chosen with an arrow.
  await expect(page).toHaveURL(/\/store\/checkout/);
  const address = rosa(`keyboard-${testInfo.project.name}`);
  const fields: [string, string][] = [
    ["Email", address.email],
    ["First name", address.firstName],
    ["Last name", address.lastName],
    ["Address 1", address.address1],
    ["City", address.city],
    ["Zipcode", address.zipcode],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, main(page).getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  const zone = main(page).getByLabel("Zone");
  await tabTo(page, zone);
  await page.keyboard.press("ArrowDown");
  await expect(zone).not.toHaveValue("");
  await tabTo(page, main(page).getByRole("button", { name: "Continue to shipping" }));
  await page.keyboard.press("Enter");

  // Step 2: the shipping method (chosen already) has the focus ring too.
  await expect(page).toHaveURL(/step=2$/);
  await tabTo(page, await radioEntry(main(page)));
  await tabTo(page, main(page).getByRole("button", { name: "Continue to payment" }));
  await page.keyboard.press("Enter");

  // Step 3: the arrows move through the payment methods to Bank Transfer.
  await expect(page).toHaveURL(/step=3$/);
  const methods = main(page).getByRole("radio");
  await tabTo(page, await radioEntry(main(page)));
  const bankTransfer = main(page).getByLabel("Bank Transfer");
  for (let press = 0; press < (await methods.count()) && !(await bankTransfer.isChecked()); press++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(bankTransfer).toBeChecked();
  await tabTo(page, main(page).getByRole("button", { name: "Complete order" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
});
