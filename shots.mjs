import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4599";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const q = async (query) => (await (await fetch(base + "/api/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })).json()).data;
const { productsList } = await q('{ productsList(size: 200, sort: "id") { content { id quantity special url(url: "/store/product/_id") options { required } } } }');
const stocked = productsList.content.filter((p) => p.quantity >= 40 && !p.special);
const withOptions = stocked.find((p) => p.options.some((o) => o.required));
const plain = stocked.filter((p) => !p.options.some((o) => o.required));
const ids = [[0, 2], [3, 5]];
let round = 0;
for (const [label, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 375, height: 812 }]]) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  const shot = async (name) => { await page.waitForLoadState("networkidle"); await page.screenshot({ path: `/tmp/shots/${label}-${name}.png`, fullPage: false }); const w = await page.evaluate(() => document.documentElement.scrollWidth); if (w > viewport.width) console.log("OVERFLOW", label, name, w); };
  await page.goto(base + "/"); await shot("home");
  await page.goto(base + "/store/category/60?min_price=100&max_price=200"); await shot("category-filter");
  await page.goto(base + withOptions.url); await shot("product");
  await page.evaluate(() => window.scrollBy(0, 500)); await shot("product-lower");
  // cart: one product with options, one plain
  const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Add to cart", exact: true }) });
  const add = page.locator("main").getByRole("button", { name: "Add to cart", exact: true });
  const formId = await add.getAttribute("form");
  const f = formId ? page.locator(`form[id="${formId}"]`) : form;
  for (const group of await f.locator("fieldset[role=radiogroup]").all()) await group.locator("label").first().click();
  for (const select of await f.locator("select").all()) { const v = await select.locator("option").evaluateAll((o) => o.map((x) => x.value).filter(Boolean)); if (v.length) await select.selectOption(v[0]); }
  await page.waitForFunction(() => document.querySelector("[data-hydrated]") || true);
  await add.click();
  await page.waitForTimeout(1500);
  await shot("added-sidebar");
  await page.goto(base + plain[ids[round][0]].url);
  await page.locator("main").getByRole("button", { name: "Add to cart", exact: true }).click();
  await page.waitForTimeout(1500);
  await page.goto(base + "/store/cart");
  const field = page.locator("main tbody tr[data-cart-line] input[type=number]").first();
  await field.fill("500"); await field.press("Enter"); await page.waitForTimeout(1500);
  await shot("cart-shortage");
  await field.fill("1"); await field.press("Enter"); await page.waitForTimeout(1000);
  await page.goto(base + "/store/checkout/");
  const m = page.locator("main");
  await m.getByLabel("Email").fill(`shot.${label}@example.com`);
  await m.getByLabel("First name").fill("Rosa"); await m.getByLabel("Last name").fill("Parks");
  await m.getByLabel("Address 1", { exact: true }).fill("1 Montgomery Street"); await m.getByLabel("City").fill("Montgomery"); await m.getByLabel("Zipcode").fill("36104");
  const zone = m.getByLabel("Zone"); const zones = await zone.locator("option").evaluateAll((o) => o.map((x) => x.value).filter(Boolean)); await zone.selectOption(zones[0]);
  await m.getByRole("button", { name: "Continue to shipping" }).click(); await page.waitForURL(/step=2/);
  await shot("checkout-2");
  await m.getByRole("button", { name: "Continue to payment" }).click(); await page.waitForURL(/step=3/);
  await shot("checkout-3");
  await m.getByLabel("Credit or debit card").check();
  await m.getByRole("button", { name: "Complete order" }).click(); await page.waitForURL(/\/api\/payment\/card\//);
  await shot("card-page");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002"); await page.getByLabel("Expiry (MM/YY)").fill("12/39"); await page.getByLabel("CVC").fill("123"); await page.getByLabel("Name on card").fill("Rosa Parks");
  await page.getByRole("button", { name: /^Pay / }).click(); await page.waitForURL(/checkout-payment/);
  await shot("payment-failed");
  // compare
  for (const p of plain.slice(ids[round][0], ids[round][1] + 1)) { await page.goto(base + p.url); const c = page.locator("main").getByRole("button", { name: /compare/i }).first(); if (await c.count()) { await c.click(); await page.waitForTimeout(800); } }
  await page.goto(base + "/store/compare"); await shot("compare");
  await context.close();
  round++;
}
await browser.close();
