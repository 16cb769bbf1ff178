/**
 * Abuse the built server as an attacker would: wrong passwords,
 * guessed coupons, and a forged card-payment return. The test server trusts a proxy, so each test
 * comes from an address of its own (X-Forwarded-For) and does not share its counters.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { uniqueAddress } from "../support/visitor";

const base = inject("shopUrl");
const FORM = "application/x-www-form-urlencoded";

const newAddress = uniqueAddress;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  cookie: string;
}

async function post(
  path: string,
  fields: Record<string, string>,
  { from, cookie = "" }: { from: string; cookie?: string },
): Promise<Answer> {
  const response = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": FORM, "x-forwarded-for": from, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, text: await response.text(), cookie: cookieOf(response) || cookie };
}

async function get(path: string, cookie: string): Promise<Answer> {
  const response = await fetch(base + path, { redirect: "manual", headers: { cookie } });
  return { status: response.status, headers: response.headers, text: await response.text(), cookie: cookieOf(response) || cookie };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** A product that goes into the cart without choosing options. */
let productId: string;

beforeAll(async () => {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ productsList(size: 50) { content { id stock options { required } } } }" }),
  });
  const { data } = (await response.json()) as {
    data: { productsList: { content: { id: string; stock: boolean; options: { required: boolean }[] }[] } };
  };
  const simple = data.productsList.content.find((product) => product.stock && !product.options.some((option) => option.required));
  expect(simple).toBeDefined();
  productId = simple!.id;
});

/** A visitor from `from` with one product in the cart: their cookie. */
async function withCart(from: string): Promise<string> {
  const added = await post("/store/cart", { intent: "add", id: productId, quantity: "1" }, { from });
  expect(added.status).toBe(302);
  return added.cookie;
}

async function register(from: string): Promise<{ email: string; password: string }> {
  const email = `limits.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "secret12";
  const answer = await post(
    "/account/register",
    { firstName: "Lim", lastName: "Its", email, phone: "", password, confirmPassword: password },
    { from },
  );
  expect(answer.status).toBe(302);
  return { email, password };
}

describe("sign-in", () => {
  it("after 5 wrong passwords from an address, even the right one waits there: 429, the reason on the page, the email kept; the owner elsewhere signs in", async () => {
    const account = await register(newAddress());
    const from = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post("/account/login", { email: account.email, password: `wrong-${attempt}` }, { from });
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      expect(wrong.text).toContain("No match for E-Mail Address");
    }
    const locked = await post("/account/login", { email: account.email, password: account.password }, { from });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.text).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
    expect(locked.text).toContain(`value="${account.email}"`);
    expect(locked.text).not.toContain(account.password);

    // The lock holds the guessing address, not the owner: from an address without failures the right
    // password still signs in (docs/decisions/256-api-attempt-limits.md).
    const elsewhere = await post("/account/login", { email: account.email, password: account.password }, { from: newAddress() });
    expect(elsewhere.status).toBe(302);
  });

  it("a correct password before the limit clears the account's count", async () => {
    const account = await register(newAddress());
    const from = newAddress();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await post("/account/login", { email: account.email, password: "nope-nope" }, { from })).status).toBe(400);
    }
    expect((await post("/account/login", account, { from })).status).toBe(302);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await post("/account/login", { email: account.email, password: "nope-nope" }, { from: newAddress() })).status).toBe(400);
    }
  });
});

describe("sign-ups", () => {
  it("one address gets 5 an hour, then 429 with the reason", async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) await register(from);
    const email = `limits.extra.${Date.now()}@example.com`;
    const refused = await post(
      "/account/register",
      { firstName: "Lim", lastName: "Its", email, phone: "", password: "secret12", confirmPassword: "secret12" },
      { from },
    );
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("This form was sent too many times.");
    expect(refused.text).toContain(`value="${email}"`);
  });
});

describe("coupon codes", () => {
  it("guessing stops after 10 refused codes: then even a real code is answered 429", async () => {
    const from = newAddress();
    let cookie = await withCart(from);
    for (let guess = 1; guess <= 10; guess++) {
      const answer = await post("/store/cart", { intent: "applyCoupon", coupon: `GUESS${guess}` }, { from, cookie });
      cookie = answer.cookie;
      expect(answer.status, `guess ${guess}`).toBe(400);
      expect(answer.text).toContain("The code you entered is invalid. Please check and try again.");
    }
    const real = await post("/store/cart", { intent: "applyCoupon", coupon: "SAVE10" }, { from, cookie });
    expect(real.status).toBe(429);
    expect(real.text).toMatch(/Too many invalid codes were tried\. Please wait \d+ minutes? and try again\./);
    expect(real.text).toContain('value="SAVE10"');
  });
});

describe("the card payment's return", () => {
  it("forged, it changes nothing: no cookie, no thank-you, the cart still full", async () => {
    // The cart page also shows (and so consumes) the add's notification: its cookie from then on.
    const before = await get("/store/cart", await withCart(newAddress()));
    expect(before.text).not.toContain("Your shopping cart is empty.");
    const { cookie } = before;

    const forged = await get(
      "/?payment_intent=pi_forged&payment_intent_client_secret=pi_forged_secret_x&redirect_status=succeeded",
      cookie,
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/");
    expect(forged.headers.getSetCookie()).toEqual([]);

    const home = await get("/", cookie);
    expect(home.text).not.toMatch(/thank you for your order/i);
    const after = await get("/store/cart", cookie);
    expect(after.status).toBe(200);
    expect(after.text).not.toContain("Your shopping cart is empty.");
  });
});

describe("a review form sent again", () => {
  const reviewsBy = async (author: string) => {
    const response = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ product(id: "${productId}") { reviews { author } } }` }),
    });
    const { data } = (await response.json()) as { data: { product: { reviews: { author: string }[] } } };
    return data.product.reviews.filter((review) => review.author === author).length;
  };

  it("three quick plain posts of one rendered form publish one review; a new form posts again", async () => {
    const author = `Thrice ${Date.now() % 100000}`;
    const review = (token: string) => ({
      intent: "review",
      _once: token,
      rating: "5",
      author,
      content: "Pressed three times in a hurry, published once.",
    });
    const from = newAddress();
    const answers = await Promise.all([1, 2, 3].map(() => post(`/store/product/${productId}`, review("form-a"), { from })));
    // Each is answered as a posted review (the last one is what the shopper sees).
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    expect(await reviewsBy(author)).toBe(1);

    await post(`/store/product/${productId}`, review("form-b"), { from });
    expect(await reviewsBy(author)).toBe(2);
  });
});
