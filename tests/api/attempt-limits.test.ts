/**
 * Attempt limits at the API (decision 256): every caller passes them, parallel attempts cannot slip
 * past, a stranger cannot lock an account's owner out, and the storefront's signed shopper address
 * is limited as that shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED } from "@commerce/domain/account/customers";
import { ATTEMPT_RULES } from "@commerce/domain/session/attempts";
import { clientHeaders } from "@config/client-address";
import { CommerceClient } from "~/lib/api/client.server";
import { ContactSendDocument } from "~/lib/contact/queries.server";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { demoCustomer } from "../support/shop-fixtures";

const SECRET = "a-test-secret-of-some-length";
let server: TestApi;

beforeAll(async () => {
  server = await startTestApi({ rateLimitFactor: 1, clientSecret: SECRET });
});
afterAll(() => server?.close());

let lastAddress = 0;
/** A caller from an address of its own (as the pipeline's X-Forwarded-For names it). */
function caller(headers: Record<string, string> = { "x-forwarded-for": `198.51.100.${++lastAddress}` }) {
  const shopper = new Shopper(server.url);
  const send = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await shopper.fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: any; errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[] };
  };
  const rest = async (route: string, body: unknown) => {
    const response = await shopper.fetch(`/api/index.php?route=${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as { error?: string },
    };
  };
  return { send, rest };
}

const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { email } } }`;
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

async function registered(email: string) {
  const customer = { firstName: "Ada", lastName: "Limit", email, password: "right-one-9" };
  const result = await caller().send(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, { c: customer });
  expect(result.errors).toBeUndefined();
  return customer;
}

describe("sign-in", () => {
  it("lets at most the account's allowance of 40 parallel wrong passwords reach the store", async () => {
    const { email } = await registered("parallel@example.com");
    const from = caller();
    const results = await Promise.all(Array.from({ length: 40 }, () => from.send(LOGIN, { email, password: "wrong-guess" })));
    const reached = results.filter((result) => result.errors?.[0]?.message === LOGIN_FAILED);
    const refused = results.filter((result) => codeOf(result) === "RATE_LIMITED");
    expect(reached.length).toBeLessThanOrEqual(ATTEMPT_RULES.loginAccount.points);
    expect(reached.length + refused.length).toBe(40);
    expect(refused[0]!.errors![0]!.extensions!.retryAfter).toBeGreaterThan(0);
    expect(refused[0]!.errors![0]!.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it("does not lock the owner out: a right password from an address without failures signs in", async () => {
    const { email, password } = await registered("locked@example.com");
    const stranger = caller();
    for (let i = 0; i < ATTEMPT_RULES.loginAccount.points + 2; i++) await stranger.send(LOGIN, { email, password: `guess-${i}` });
    // The stranger, even with the right password, waits: the account's allowance is used up.
    expect(codeOf(await stranger.send(LOGIN, { email, password }))).toBe("RATE_LIMITED");
    // Another stranger's guess from a fresh address reaches the store once, then waits.
    const second = caller();
    expect((await second.send(LOGIN, { email, password: "guess-x" })).errors?.[0]?.message).toBe(LOGIN_FAILED);
    expect(codeOf(await second.send(LOGIN, { email, password }))).toBe("RATE_LIMITED");
    // The owner, from their own address, signs in.
    const owner = await caller().send(LOGIN, { email, password });
    expect(owner.errors).toBeUndefined();
    expect(owner.data.accountLogin.customer.email).toBe(email);
  });

  it("limits one address however many accounts it tries", async () => {
    const from = caller();
    const results = await Promise.all(
      Array.from({ length: ATTEMPT_RULES.loginAddress.points + 5 }, (_, i) =>
        from.send(LOGIN, { email: `nobody${i}@example.com`, password: "x" }),
      ),
    );
    expect(results.filter((result) => codeOf(result) === "RATE_LIMITED")).toHaveLength(5);
  });

  it("gives a right password's attempt back", async () => {
    const from = caller();
    for (let i = 0; i < ATTEMPT_RULES.loginAccount.points + 3; i++) {
      const result = await from.send(LOGIN, demoCustomer);
      expect(result.errors).toBeUndefined();
    }
  });
});

describe("forms", () => {
  it("refuses the 6th sign-up, contact message and review from one address with the wait", async () => {
    const from = caller();
    const attempts = {
      register: (i: number) =>
        from.send(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
          c: { firstName: "Bo", lastName: "Bot", email: `bot${i}@example.com`, password: "secret-123" },
        }),
      contact: () =>
        from.send(
          `mutation { contactSend(name: "Robin Park", email: "robin@example.com", message: "Do you stock green frames?") { status } }`,
        ),
      review: () =>
        from.send(`mutation { addReview(id: "1", author: "Robin", content: "${"Lovely frames. ".repeat(3)}", rating: 1) { id } }`),
    };
    for (const [kind, attempt] of Object.entries(attempts)) {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i)));
      const refused = results.filter((result) => codeOf(result) === "RATE_LIMITED");
      expect(refused, kind).toHaveLength(8 - ATTEMPT_RULES.register.points);
      expect(refused[0]!.errors![0]!.message).toMatch(/^This form was sent too many times\. Please wait \d+ minutes? and try again\.$/);
    }
  });

  it("answers the index routes' 6th return request with 429 and Retry-After", async () => {
    const from = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from.rest("api/return", { firstName: "" })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const refused = await from.rest("api/return", { firstName: "" });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it("lets at most 10 of 40 parallel wrong coupon codes reach the store", async () => {
    const from = caller();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => from.rest("api/coupon", { coupon: `GUESS${i}` })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(ATTEMPT_RULES.coupon.points);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.body.error).toMatch(/^Too many invalid codes were tried\./);
  });
});

describe("IPv6 networks", () => {
  it("counts every address of one /64 as one: 12 sign-ups from 2001:db8:1:2::1 to ::c, refused after 5", async () => {
    const results = [];
    for (let host = 1; host <= 12; host++) {
      const from = caller({ "x-forwarded-for": `2001:db8:1:2::${host.toString(16)}` });
      results.push(
        await from.send(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
          c: { firstName: "Vi", lastName: "Six", email: `v6-${host}@example.com`, password: "secret-123" },
        }),
      );
    }
    expect(results.map(codeOf)).toEqual([
      ...Array<undefined>(ATTEMPT_RULES.register.points).fill(undefined),
      ...Array<string>(12 - ATTEMPT_RULES.register.points).fill("RATE_LIMITED"),
    ]);
    // The next /64 is another subscriber's.
    const neighbour = caller({ "x-forwarded-for": "2001:db8:1:3::1" });
    const signedUp = await neighbour.send(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
      c: { firstName: "Vi", lastName: "Six", email: "v6-neighbour@example.com", password: "secret-123" },
    });
    expect(signedUp.errors).toBeUndefined();
  });
});

describe("uploads", () => {
  const FOUR_MEGABYTES = 4 * 1024 * 1024;
  const png = Buffer.alloc(FOUR_MEGABYTES, 7);
  png.set([0x89, 0x50, 0x4e, 0x47]);

  async function upload(headers: Record<string, string>, cookie = "") {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: "mutation ($file: Upload) { uploadFile(file: $file) { code } }", variables: { file: null } }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([png], { type: "image/png" }), "prescription.png");
    const response = await fetch(`${server.url}/api/graphql`, { method: "POST", headers: { ...headers, cookie }, body: form });
    return (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  }

  it("gives one address's guests 12 MB an hour, however many fresh cookies they bring", async () => {
    const address = { "x-forwarded-for": "198.51.100.200" };
    const guestKilobytes = ATTEMPT_RULES.guestUploadKilobytes.points;
    const fits = Math.floor(guestKilobytes / (FOUR_MEGABYTES / 1024));
    // No cookie: each upload a new guest session, as a script cycling cookies sends them.
    for (let i = 0; i < fits; i++) expect((await upload(address)).errors).toBeUndefined();
    const refused = await upload(address);
    expect(codeOf(refused)).toBe("RATE_LIMITED");
    expect(refused.errors![0]!.message).toMatch(/^Too many files were sent\. Please wait \d+ minutes? and try again\.$/);
    // The same /64 rule holds for uploads: another address is not held back.
    expect((await upload({ "x-forwarded-for": "198.51.100.201" })).errors).toBeUndefined();
  });

  it("keeps a signed-in customer's own, larger allowance when the address's guests have used theirs", async () => {
    const address = { "x-forwarded-for": "198.51.100.202" };
    const fits = Math.floor(ATTEMPT_RULES.guestUploadKilobytes.points / (FOUR_MEGABYTES / 1024));
    for (let i = 0; i < fits; i++) expect((await upload(address)).errors).toBeUndefined();
    expect(codeOf(await upload(address))).toBe("RATE_LIMITED");
    expect(ATTEMPT_RULES.uploadKilobytes.points).toBeGreaterThan(ATTEMPT_RULES.guestUploadKilobytes.points);
    const shopper = new Shopper(server.url);
    const { email, password } = await registered("uploader@example.com");
    const login = await shopper.fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...address },
      body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    expect(((await login.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect((await upload(address, shopper.cookieHeader)).errors).toBeUndefined();
  });
});

describe("the storefront's signed shopper address", () => {
  it("limits each shopper behind the shop as themselves, and ignores a forged signature", async () => {
    const shop = { "x-forwarded-for": "127.0.0.1" };
    const contact = `mutation { contactSend(name: "Robin Park", email: "robin@example.com", message: "Do you stock green frames?") { status } }`;
    const points = ATTEMPT_RULES.contact.points;
    for (const address of ["203.0.113.7", "203.0.113.8"]) {
      const shopper = caller({ ...shop, ...clientHeaders(SECRET, address) });
      for (let i = 0; i < points; i++) expect(codeOf(await shopper.send(contact)), address).toBeUndefined();
      expect(codeOf(await shopper.send(contact))).toBe("RATE_LIMITED");
    }
    // A forged signature names nobody: the caller is the shop's address, counted on its own.
    const forged = caller({ ...shop, ...clientHeaders("not-the-secret", "203.0.113.9") });
    for (let i = 0; i < points; i++) expect(codeOf(await forged.send(contact))).toBeUndefined();
    expect(codeOf(await caller({ ...shop, ...clientHeaders("not-the-secret", "203.0.113.10") }).send(contact))).toBe("RATE_LIMITED");
  });

  it("is what the storefront's client names for its shopper", async () => {
    const storefront = (clientAddress: string) =>
      new CommerceClient(
        { apiUrl: `${server.url}/api/graphql`, indexUrl: `${server.url}/api/index.php`, timeoutMs: 10_000, clientSecret: SECRET },
        { clientAddress },
      );
    const message = { name: "Robin Park", email: "robin@example.com", message: "Do you stock green frames?" };
    for (let i = 0; i < ATTEMPT_RULES.contact.points; i++) await storefront("192.0.2.1").request(ContactSendDocument, message);
    await expect(storefront("192.0.2.1").request(ContactSendDocument, message)).rejects.toThrow(/^This form was sent too many times\./);
    expect(await storefront("192.0.2.2").request(ContactSendDocument, message)).toEqual({ contactSend: { status: true } });
  });
});
