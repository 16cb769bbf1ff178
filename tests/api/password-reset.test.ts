/**
 * A forgotten password over HTTP (docs/decisions/094-password-reset.md): the same answer whether or
 * not an account has the e-mail, a link e-mailed to the outbox on the reset page's address, a token
 * that works once and expires, every session of the account ended, the attempt limits, and no link
 * to a site the store does not know. A stock store has no reset at all.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientHeaders } from "@config/client-address";
import { RESET_LINK_INVALID } from "@config/password-reset";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { messagesTo, resetLinkIn } from "../support/outbox";

const SECRET = "a-test-secret-of-some-length";
const STOREFRONT = "https://shop.example";
const RESET_PAGE = `${STOREFRONT}/account/reset`;
const outbox = mkdtempSync(join(tmpdir(), "lumen-outbox-"));
let server: TestApi;

beforeAll(async () => {
  server = await startTestApi({
    rateLimitFactor: 1,
    clientSecret: SECRET,
    storefrontUrl: `${STOREFRONT}/`,
    mail: { from: "Lumen Optics <shop@example.com>", outboxDir: outbox },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(outbox, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

let lastAddress = 0;
type Answer = { data: any; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

/** A caller with its own cookies, from an address of its own (as the pipeline's X-Forwarded-For names it). */
function caller(headers: Record<string, string> = { "x-forwarded-for": `203.0.113.${++lastAddress}` }) {
  const shopper = new Shopper(server.url);
  return async (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const response = await shopper.fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  };
}

const FORGOTTEN = `mutation ($email: String, $url: String) { accountForgottenPassword(email: $email, resetUrl: $url) { status } }`;
const RESET = `mutation ($token: String, $password: String) { accountResetPassword(token: $token, password: $password) { email } }`;
const VALID = `query ($token: String) { accountPasswordResetValid(token: $token) }`;
const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { email } } }`;
const LOGGED = `{ accountCheckLogged { status } }`;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

let customers = 0;
async function registered() {
  customers += 1;
  const customer = { firstName: "Maya", lastName: "Ito", email: `maya.${Date.now()}.${customers}@example.com`, password: "first-pass-1" };
  const answer = await caller()(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, { c: customer });
  expect(answer.errors).toBeUndefined();
  return customer;
}

/** The reset links e-mailed to `email` so far (the e-mail is sent just after the answer). */
async function linksTo(email: string, count = 1): Promise<string[]> {
  await vi.waitFor(async () => expect(await messagesTo(outbox, email)).toHaveLength(count), { timeout: 5_000, interval: 50 });
  return (await messagesTo(outbox, email)).map(resetLinkIn);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** Asks for a reset link for a new customer and answers the customer and the link's token. */
async function customerWithToken() {
  const customer = await registered();
  expect((await caller()(FORGOTTEN, { email: customer.email, url: RESET_PAGE })).data.accountForgottenPassword.status).toBe(true);
  const [link] = await linksTo(customer.email);
  return { customer, token: tokenOf(link!) };
}

describe("asking for a reset link", () => {
  it("answers the same whether or not an account has the e-mail, and e-mails only the customer", async () => {
    const customer = await registered();
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await caller()(FORGOTTEN, { email: customer.email.toUpperCase(), url: RESET_PAGE });
    const missing = await caller()(FORGOTTEN, { email: unknown, url: RESET_PAGE });
    expect(known).toEqual(missing);
    expect(known).toEqual({ data: { accountForgottenPassword: { status: true } } });

    await linksTo(customer.email);
    const [message] = await messagesTo(outbox, customer.email);
    expect(message!.subject).toBe("Reset your Lumen Optics password");
    expect(message!.body).toContain("Hello Maya,");
    expect(message!.body).toContain("within 60 minutes");
    const link = new URL(resetLinkIn(message!));
    expect(`${link.origin}${link.pathname}`).toBe(RESET_PAGE);
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[\w-]{43}$/);
    expect(await messagesTo(outbox, unknown)).toEqual([]);
  });

  it("refuses a malformed e-mail as bad input, before anything is counted or sent", async () => {
    const answer = await caller()(FORGOTTEN, { email: "not-an-email", url: RESET_PAGE });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.message).toBe("E-Mail Address does not appear to be valid!");
  });

  it("links only to a reset page on an origin it knows, or one the storefront vouches for by signing its call", async () => {
    const customer = await registered();
    const elsewhere = await caller()(FORGOTTEN, { email: customer.email, url: "https://evil.example/account/reset" });
    expect(codeOf(elsewhere)).toBe("BAD_USER_INPUT");
    expect(elsewhere.errors?.[0]?.message).toBe("The address of the reset page is not one this store knows.");
    expect(codeOf(await caller()(FORGOTTEN, { email: customer.email, url: "javascript:alert(1)" }))).toBe("BAD_USER_INPUT");
    // Forged signature: still refused.
    const forged = caller({ ...clientHeaders("another-secret-entirely", "203.0.113.200") });
    expect(codeOf(await forged(FORGOTTEN, { email: customer.email, url: "https://other.example/account/reset" }))).toBe("BAD_USER_INPUT");
    expect(await messagesTo(outbox, customer.email)).toEqual([]);

    // The storefront signs its calls: it built the address from its own public origin.
    const storefront = caller(clientHeaders(SECRET, "198.51.100.77"));
    expect(codeOf(await storefront(FORGOTTEN, { email: customer.email, url: "https://other.example/account/reset#x" }))).toBeUndefined();
    const [link] = await linksTo(customer.email);
    expect(link).toMatch(/^https:\/\/other\.example\/account\/reset\?token=/);
  });
});

describe("setting a new password with the link", () => {
  it("works once, ends every session of the account, and the new password signs in", async () => {
    const { customer, token } = await customerWithToken();
    // Signed in on two devices.
    const phone = caller();
    const laptop = caller();
    for (const device of [phone, laptop]) {
      expect((await device(LOGIN, { email: customer.email, password: customer.password })).errors).toBeUndefined();
      expect((await device(LOGGED)).data.accountCheckLogged.status).toBe(true);
    }

    const stranger = caller();
    expect((await stranger(VALID, { token })).data.accountPasswordResetValid).toBe(true);
    const done = await stranger(RESET, { token, password: "second-pass-2" });
    expect(done).toEqual({ data: { accountResetPassword: { email: customer.email } } });

    for (const device of [phone, laptop, stranger]) expect((await device(LOGGED)).data.accountCheckLogged.status).toBe(false);
    expect(codeOf(await caller()(LOGIN, { email: customer.email, password: customer.password }))).toBe("BAD_USER_INPUT");
    expect((await caller()(LOGIN, { email: customer.email, password: "second-pass-2" })).errors).toBeUndefined();

    // Used: the same link again is refused, and the password stays.
    expect((await caller()(VALID, { token })).data.accountPasswordResetValid).toBe(false);
    const again = await caller()(RESET, { token, password: "third-pass-3" });
    expect(codeOf(again)).toBe("BAD_USER_INPUT");
    expect(again.errors?.[0]?.message).toBe(RESET_LINK_INVALID);
    expect(again.errors?.[0]?.extensions?.field).toBe("token");
    expect((await caller()(LOGIN, { email: customer.email, password: "second-pass-2" })).errors).toBeUndefined();
  });

  it("takes one of two uses of a link sent at once", async () => {
    const { customer, token } = await customerWithToken();
    const answers = await Promise.all([
      caller()(RESET, { token, password: "racer-one-1" }),
      caller()(RESET, { token, password: "racer-two-2" }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const winner = answers[0]!.errors ? "racer-two-2" : "racer-one-1";
    expect((await caller()(LOGIN, { email: customer.email, password: winner })).errors).toBeUndefined();
  });

  it("refuses an altered, a made-up or an empty token, and a password the rule refuses leaves the link good", async () => {
    const { customer, token } = await customerWithToken();
    const [id, expires, mac] = token.split(".");
    const altered = [
      `${id}.${(parseInt(expires!, 36) + 3600).toString(36)}.${mac}`,
      `${id}.${expires}.${"A".repeat(43)}`,
      "1.zzzzzz.abc",
      "",
    ];
    for (const wrong of altered) {
      expect((await caller()(VALID, { token: wrong })).data.accountPasswordResetValid).toBe(false);
      const answer = await caller()(RESET, { token: wrong, password: "whatever-1" });
      expect(answer.errors?.[0]?.message).toBe(RESET_LINK_INVALID);
    }
    const tooShort = await caller()(RESET, { token, password: "abc" });
    expect(codeOf(tooShort)).toBe("BAD_USER_INPUT");
    expect(tooShort.errors?.[0]?.message).not.toBe(RESET_LINK_INVALID);
    expect((await caller()(RESET, { token, password: "long-enough-1" })).errors).toBeUndefined();
    expect((await caller()(LOGIN, { email: customer.email, password: "long-enough-1" })).errors).toBeUndefined();
  });

  it("expires after 60 minutes", async () => {
    const { customer, token } = await customerWithToken();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 59 * 60_000 });
    expect((await caller()(VALID, { token })).data.accountPasswordResetValid).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await caller()(VALID, { token })).data.accountPasswordResetValid).toBe(false);
    expect((await caller()(RESET, { token, password: "too-late-1" })).errors?.[0]?.message).toBe(RESET_LINK_INVALID);
    vi.useRealTimers();
    expect((await caller()(LOGIN, { email: customer.email, password: customer.password })).errors).toBeUndefined();
  });

  it("dies when the password is changed another way, or the e-mail", async () => {
    const { customer, token } = await customerWithToken();
    const device = caller();
    await device(LOGIN, { email: customer.email, password: customer.password });
    expect((await device(`mutation { accountEditPassword(password: "changed-9") { id } }`)).errors).toBeUndefined();
    expect((await caller()(VALID, { token })).data.accountPasswordResetValid).toBe(false);

    const second = await customerWithToken();
    const signedIn = caller();
    await signedIn(LOGIN, { email: second.customer.email, password: second.customer.password });
    const edit = `mutation ($c: CustomerInput) { accountEdit(customer: $c) { email } }`;
    const renamed = { firstName: "Maya", lastName: "Ito", email: `renamed.${second.customer.email}`, phone: "" };
    expect((await signedIn(edit, { c: renamed })).errors).toBeUndefined();
    expect((await caller()(VALID, { token: second.token })).data.accountPasswordResetValid).toBe(false);
  });
});

describe("limits", () => {
  it("five requests an hour from one address; three e-mails an hour to one address, past which the answer stays the same", async () => {
    const customer = await registered();
    const same = caller();
    for (let i = 0; i < 5; i += 1)
      expect((await same(FORGOTTEN, { email: `n${i}.${Date.now()}@example.com`, url: RESET_PAGE })).errors).toBeUndefined();
    const refused = await same(FORGOTTEN, { email: customer.email, url: RESET_PAGE });
    expect(codeOf(refused)).toBe("RATE_LIMITED");

    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await caller()(FORGOTTEN, { email: customer.email, url: RESET_PAGE }));
    expect(answers.every((answer) => answer.data?.accountForgottenPassword?.status === true && !answer.errors)).toBe(true);
    await linksTo(customer.email, 3);
    // The fourth was not sent: a later request's e-mail arrives, and still three for this address.
    const later = await registered();
    await caller()(FORGOTTEN, { email: later.email, url: RESET_PAGE });
    await linksTo(later.email);
    expect(await messagesTo(outbox, customer.email)).toHaveLength(3);
  });

  it("ten wrong tokens an hour from one address, then even a good one waits", async () => {
    const { token } = await customerWithToken();
    const guesser = caller();
    for (let i = 0; i < 10; i += 1)
      expect((await guesser(RESET, { token: `1.zz.${"B".repeat(42)}${i % 10}`, password: "guess-1" })).errors?.[0]?.message).toBe(
        RESET_LINK_INVALID,
      );
    expect(codeOf(await guesser(RESET, { token, password: "guess-1" }))).toBe("RATE_LIMITED");
    expect(codeOf(await guesser(VALID, { token }))).toBe("RATE_LIMITED");
    // Another address is not held up.
    expect((await caller()(VALID, { token })).data.accountPasswordResetValid).toBe(true);
  });
});

describe("on a stock store", () => {
  it("the reset is none of the contract: refused by validation", async () => {
    const stock = await startTestApi({ profile: "stock", mail: { from: "x@example.com", outboxDir: outbox } });
    try {
      const answer = await new Shopper(stock.url).gql(FORGOTTEN, { email: "demo@lumenoptics.example", url: RESET_PAGE });
      expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "accountForgottenPassword"/);
    } finally {
      await stock.close();
    }
  });
});
