/**
 * Shared steps of the cart, checkout, wishlist and compare browser tests. Products are picked
 * through the shop's own API over HTTP (in stock, no special, so the arithmetic is plain); every
 * test works in its own browser session, so the js-on and js-off runs never share a cart.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { categoryIds } from "@config/store";
import { servers } from "./servers";

export interface ShopProduct {
  id: string;
  name: string;
  price: string;
  url: string;
}

/**
 * Waits until the page has nothing on its way: a plain post's page loaded, and with JavaScript
 * Remix's router idle (no navigation, no revalidation, every fetcher done). The network's "idle"
 * load state cannot tell: once reached it stays reached while fetchers post.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          type RouterState = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
          const router = (window as { __remixRouter?: { state: RouterState } }).__remixRouter;
          if (!router) return true;
          const { navigation, revalidation, fetchers } = router.state;
          return (
            navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((fetcher) => fetcher.state === "idle")
          );
        }),
      { message: "the page has settled (no navigation, revalidation or fetcher on its way)" },
    )
    .toBe(true);
}

/** The page's main content (the header and footer have links and forms of their own). */
export const main = (page: Page) => page.locator("main");

/** The product tiles of a listing (catalog, brand, specials). */
export const tiles = (page: Page) => page.locator("main li[id^='item-'] article");

/**
 * Asks the shop's own API (GraphQL over HTTP): a context from `newApiContext()` keeps its own API
 * session through its cookies; `cookie` asks as a given session instead.
 */
export async function graphql<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<T> {
  // Relative: the shop the context was made for (its baseURL: the config's, newApiContext's, or a spec's own shop).
  const response = await api.post("/api/graphql", {
    data: { query, variables },
    headers: cookie ? { cookie } : {},
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data;
}

/** An information page's id, asked of the store by its keyword (ids follow the seed's order, which may change). */
export async function pageIdOf(api: APIRequestContext, keyword: string): Promise<string> {
  const { pagesList } = await graphql<{ pagesList: { content: { id: string; keyword: string }[] } }>(
    api,
    `
      {
        pagesList(size: 100) {
          content {
            id
            keyword
          }
        }
      }
    `,
  );
  const found = pagesList.content.find((page) => page.keyword === keyword);
  if (!found) throw new Error(`The store has no page with the keyword ${keyword}`);
  return found.id;
}

export interface ListedProduct extends ShopProduct {
  special: string;
  quantity: number;
  options: { required: boolean }[];
}

/** The catalogue's first 200 products by id (`categoryId` narrows it), with their special, stock and options. */
export async function listedProducts(api: APIRequestContext, categoryId = ""): Promise<ListedProduct[]> {
  const { productsList } = await graphql<{ productsList: { content: ListedProduct[] } }>(
    api,
    `
      query ($categoryId: String) {
        productsList(category_id: $categoryId, size: 200, sort: "id") {
          content {
            id
            name
            price
            special
            quantity
            url(url: "/store/product/_id")
            options {
              required
            }
          }
        }
      }
    `,
    { categoryId },
  );
  return productsList.content;
}

/**
 * `count` products in stock (40 or more), without a special, that also pass `fits`, in the
 * catalogue's order (`categoryId` narrows it): `offset` lets docs/product files use different ones
 * (they run in parallel and take units off stock when ordering).
 */
async function pickProducts(
  api: APIRequestContext,
  {
    count,
    offset,
    categoryId = "",
    fits = () => true,
  }: { count: number; offset: number; categoryId?: string; fits?: (product: ListedProduct) => boolean },
): Promise<ShopProduct[]> {
  const listed = await listedProducts(api, categoryId);
  const picked = listed.filter((product) => !product.special && product.quantity >= 40 && fits(product)).slice(offset, offset + count);
  if (picked.length < count) throw new Error("Not enough matching products in stock for the test");
  return picked.map(({ id, name, price, url }) => ({ id, name, price, url }));
}

/** `count` products in stock, without a special, from the catalogue's order. */
export const stockedProducts = (api: APIRequestContext, count: number, offset = 0) => pickProducts(api, { count, offset });

/**
 * `count` sunglasses sold ready to wear (no option the shopper must choose), so "add to cart" from
 * a tile, the compare table or the wishlist goes through.
 */
export const readyToWearProducts = (api: APIRequestContext, count: number, offset = 0) =>
  pickProducts(api, {
    count,
    offset,
    categoryId: String(categoryIds.sunglasses),
    fits: (product) => product.options.every((option) => !option.required),
  });

/** A product's tile in a listing, found by its exact name. */
export const tileOf = (page: Page, product: ShopProduct) =>
  page.locator("main article").filter({ has: page.getByRole("heading", { level: 3, name: product.name, exact: true }) });

/** A listing that shows `product`'s tile: the search page for its name. */
export const listingWith = (product: ShopProduct) => `/search/${encodeURIComponent(product.name)}`;

/** Lines in the cart, as the header's cart icon says. */
export async function cartCount(page: Page): Promise<number> {
  return Number(await page.locator("header [data-cart-count]").first().getAttribute("data-cart-count"));
}

/**
 * On the product page: the first value of every radio group and select (the required options),
 * then Add to cart; waits until the cart has one more line (a plain post reloads the page). With
 * JavaScript the cart sidebar opens after the add: it is closed again.
 */
/** Picks the first value of every option group and select of a product's form. */
export async function chooseFirstOptions(form: Locator): Promise<void> {
  for (const group of await form.locator("fieldset[role=radiogroup]").all()) await group.locator("label").first().click();
  for (const select of await form.locator("select").all()) {
    const values = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    if (values.length) await select.selectOption(values[0]);
  }
}

export async function addWithOptions(page: Page, product: ShopProduct): Promise<void> {
  await page.goto(product.url);
  const before = await cartCount(page);
  const add = page.locator("main").getByRole("button", { name: "Add to cart", exact: true });
  const formId = await add.getAttribute("form");
  const form = formId ? page.locator(`form[id="${formId}"]`) : page.locator("main form").filter({ has: add });
  await chooseFirstOptions(form);
  await add.click();
  await expect.poll(() => cartCount(page), { message: `${product.name} added to the cart` }).toBe(before + 1);
  const sidebar = page.getByRole("dialog", { name: /Shopping bag/i });
  if (await sidebar.isVisible()) {
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
  }
}

/** The number an amount stands for ("$1,234.50" → 1234.5). */
export const amount = (text: string | null | undefined) => Number((text ?? "").replace(/[^\d.-]/g, ""));

export const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The browser's store session (the API's OCSESSID), read from the storefront's signed cookie: the
 * cookie's payload is base64 JSON before its signature. Lets a test ask the API about this very
 * shopper, e.g. for the order just placed.
 */
export async function apiSessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "lumen_session");
  if (!cookie) throw new Error("No storefront session cookie");
  const signed = decodeURIComponent(cookie.value);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("binary")))) as {
    api?: Record<string, string>;
  };
  const pairs = Object.entries(data.api ?? {}).map(([name, value]) => `${name}=${value}`);
  if (!pairs.length) throw new Error("The storefront session holds no API cookie");
  return pairs.join("; ");
}

/** An API client of its own (no browser cookies), for asking as a given API session. */
export const newApiContext = () => playwrightRequest.newContext({ baseURL: servers.shop.url });

/** The header's currency switcher: a <summary> named "Currency: Euro, €EUR" by its (partly visually hidden) words. */
export const currencySwitcher = (page: Page) => page.locator("header summary").filter({ hasText: "Currency:" }).first();

/**
 * The header's menu button (a <details> with nothing inside) and what it opens, the element its
 * summary controls: on desktop the panel under the row, on phones the hamburger panel (decision 195).
 */
export function mainMenu(page: Page) {
  const toggle = page.locator("header details").filter({ has: page.locator(":scope > summary", { hasText: "Menu" }) });
  const summary = toggle.locator(":scope > summary");
  return { toggle, summary, panel: page.locator("header #shop-menu") };
}

/** Gives a review form's rating as a shopper does: a click on the star (its label), not on the hidden radio. */
export async function rate(form: Locator, stars: number): Promise<void> {
  const name = `${stars} ${stars === 1 ? "star" : "stars"}`;
  await form
    .locator("label")
    .filter({ has: form.page().getByRole("radio", { name, exact: true }) })
    .click();
  await expect(form.getByRole("radio", { name, exact: true })).toBeChecked();
}

/**
 * Holds the page's scripts until `release()` is called: the shopper acts before the page comes
 * alive, as on a slow phone or a loaded machine. Call before the `goto` (with `waitUntil:
 * "domcontentloaded"`: the page cannot hydrate meanwhile).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Chooses `option` in the select labelled `label` the moment React begins to hydrate the page:
 * `hydrateRoot` has put React's listeners on the document and its first render has not run yet,
 * the gap where a shopper's choice made React 18 hydrate at once and fail (decision 320). The
 * choice is made as the browser makes it (the value, then `input` and `change`), right after the
 * script that began hydrating. Call before the `goto`; answers whether the choice was made.
 */
export async function chooseAsHydrationBegins(page: Page, label: string, option: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(
    ({ label, option }) => {
      const state = window as unknown as { __e2eChosen?: boolean };
      const listen = document.addEventListener;
      document.addEventListener = function (this: Document, ...args: Parameters<Document["addEventListener"]>) {
        if (args[0] === "change" && state.__e2eChosen === undefined) {
          state.__e2eChosen = false;
          queueMicrotask(() => {
            const labels = [...document.querySelectorAll("label")].filter((element) => element.textContent?.trim() === label);
            const select = document.getElementById(labels[0]?.htmlFor ?? "");
            const choice = select instanceof HTMLSelectElement && [...select.options].find((element) => element.textContent === option);
            if (!select || !choice) return;
            select.value = choice.value;
            select.dispatchEvent(new Event("input", { bubbles: true }));
            select.dispatchEvent(new Event("change", { bubbles: true }));
            state.__e2eChosen = true;
          });
        }
        return listen.apply(this, args);
      } as Document["addEventListener"];
    },
    { label, option },
  );
  return () => page.evaluate(() => (window as unknown as { __e2eChosen?: boolean }).__e2eChosen === true);
}
