/**
 * A typed cart quantity the store refuses, for its stock or for its line cap, sets the line to what
 * may be bought: the smaller of the two (docs/decisions/350-refused-quantity-clamps.md). Plain form
 * posts, as without JavaScript, to the built shop with a small line cap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

const LINE_CAP = 3;
let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 15,
    env: { CART_MAX_LINE_QUANTITY: String(LINE_CAP), WEB_CONCURRENCY: "1" },
  });
});
afterAll(() => shop?.stop());

interface Listed {
  id: string;
  name: string;
  quantity: number;
  options: { required: boolean }[];
}

async function plainProduct(): Promise<Listed> {
  const response = await fetch(`${shop.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ productsList(size: 100) { content { id name quantity options { required } } } }" }),
  });
  const { data } = (await response.json()) as { data: { productsList: { content: Listed[] } } };
  const product = data.productsList.content.find(
    (each) => each.options.every((option) => !option.required) && each.quantity > LINE_CAP && each.quantity < 500,
  );
  if (!product) throw new Error("No product without required options, with stock between the cap and 500");
  return product;
}

/** The shopper's cookies, kept as a browser keeps them (the session travels in its cookie). */
const jar = new Map<string, string>();
const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
function keep(response: Response): Response {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return response;
}

const post = async (fields: Record<string, string>) =>
  keep(
    await fetch(`${shop.url}/store/cart`, {
      method: "POST",
      headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
      body: new URLSearchParams(fields),
      redirect: "manual",
    }),
  );

/** The cart page as the shopper sees it after a post: the line's key, its field's value, the toast and the note. */
async function cartPage() {
  const html = await keep(await fetch(`${shop.url}/store/cart`, { headers: { cookie: cookie() } })).text();
  const key = /<input type="hidden" name="key" value="([^"]+)"/.exec(html)?.[1];
  const value = /<input[^>]*name="quantity"[^>]*value="(\d+)"/.exec(html)?.[1];
  const note = /data-shortage[^>]*>([^<]*(?:<!-- -->)?[^<]*)</.exec(html)?.[1]?.replace(/<!-- -->/g, "");
  return { html, key, value, note };
}

describe("a refused cart quantity", () => {
  it("clamps the line to the line cap, and to the smaller of stock and cap, saying how many may be bought", async () => {
    const product = await plainProduct();
    expect((await post({ intent: "add", id: product.id, quantity: "1" })).status).toBe(302);
    const { key } = await cartPage();
    expect(key).toBeTruthy();

    // Over the cap: the store's words, and the line holds the cap (not 1).
    expect((await post({ intent: "update", key: key!, quantity: String(LINE_CAP + 1) })).status).toBe(302);
    const capped = await cartPage();
    expect(capped.html).toContain(`Maximum order amount for ${product.name} is ${LINE_CAP}!`);
    expect(capped.value).toBe(String(LINE_CAP));
    expect(capped.note).toBe(`*** Only ${LINE_CAP} available`);
    expect(capped.html).not.toContain('aria-invalid="true"');

    // Back to one, then more than the stock: the store refuses for stock, and the line is set to
    // the smaller of stock and cap.
    await post({ intent: "update", key: key!, quantity: "1" });
    expect((await cartPage()).value).toBe("1");
    await post({ intent: "update", key: key!, quantity: "500" });
    const stocked = await cartPage();
    expect(stocked.html).toContain("Products marked with *** are not available in the desired quantity or not in stock!");
    expect(stocked.value).toBe(String(LINE_CAP));
    expect(stocked.note).toBe(`*** Only ${LINE_CAP} available`);

    // The note is said once; the line keeps the clamped quantity.
    const again = await cartPage();
    expect(again.note).toBeUndefined();
    expect(again.value).toBe(String(LINE_CAP));
  });
});
