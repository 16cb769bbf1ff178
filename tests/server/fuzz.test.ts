/**
 * Bad input is a 4xx, never a 5xx (issue: "safe to put on the internet"): a corpus of malformed
 * requests against every action, the API and the listing pages of the built server, as a visitor
 * without a session and as a signed-in customer.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

interface Probe {
  label: string;
  contentType?: string;
  body?: string;
}

const form = (fields: Record<string, string>): Probe => ({
  label: `form ${JSON.stringify(fields).slice(0, 80)}`,
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});

/** Malformed bodies, then forms whose values are wrong in every way a field can be. */
const BODIES: Probe[] = [
  { label: "JSON", contentType: "application/json", body: '{"intent":"add","id":1}' },
  { label: "text", contentType: "text/plain", body: "intent=add&id=1" },
  { label: "no content type", body: "intent=add&id=1" },
  { label: "empty form", contentType: "application/x-www-form-urlencoded", body: "" },
  {
    label: "broken multipart",
    contentType: "multipart/form-data; boundary=xyz",
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  },
  { label: "multipart without boundary", contentType: "multipart/form-data", body: "a=b" },
  { label: "1 MB field", contentType: "application/x-www-form-urlencoded", body: `intent=add&id=${"9".repeat(1_000_000)}` },
  { label: "broken escapes", contentType: "application/x-www-form-urlencoded", body: "intent=%E0%A4%A&id=%" },
  form({ intent: "explode", id: "1" }),
  form({ intent: "add", id: "\0", quantity: "\0" }),
  form({ intent: "add", id: "abc", quantity: "-5" }),
  form({ intent: "add", id: "1", quantity: "1e308" }),
  form({ intent: "add", id: "99999999999999999999999", quantity: "99999999999999999999" }),
  form({ intent: "update", key: "../../etc/passwd", quantity: "NaN" }),
  form({ intent: "remove", key: "\0" }),
  form({ intent: "applyCoupon", coupon: "x".repeat(5_000) }),
  form({ intent: "currency", code: "\u0000€<script>" }),
  form({ email: "\0@example.com", password: "\0", firstname: "x".repeat(10_000) }),
  form({ name: "<b>x</b>", email: "a@b", enquiry: "é".repeat(3_000), rating: "-1", text: "\0" }),
  form({ "option[abc]": "1", "option[1]": "\0", id: "1", quantity: "0" }),
  form({ redirectTo: "//evil.example", productUrl: "javascript:alert(1)" }),
  form({ step: "3", payment_method: "\0", shipping_method: "x".repeat(2_000), agree: "maybe" }),
];

/** Pages that read their query: odd values must not break them either. */
const ODD_QUERIES = [
  "/store/category/60?page=1e20&size=-1&sort=drop%20table&order=sideways",
  "/store/category/60?filters=abc,,-1&min_price=NaN&max_price=-5",
  "/store/category/60?min_filters_1=x&max_filters_1=1e400",
  "/store/category/abc",
  "/store/manufacturer/1?page=-1&limit=100000",
  "/store/special?page=99999999999999999999&sort=rating&order=ASC",
  "/search/%F0%9F%91%93?page=0",
  "/store/product/-1",
  "/store/product/1?category_id=abc",
  "/blog/category/1?page=1e20",
  "/account/order-history?page=1e20",
  "/store/checkout?step=1e20",
  "/page/999999999999999999999",
];

let actionPaths: string[];
let customerCookie: string;

/** Runs `check` over `items` a few at a time; the answers that are not undefined. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<string | undefined>, width = 4): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < items.length; start += width) {
    const answers = await Promise.all(items.slice(start, start + width).map(check));
    for (const answer of answers) if (answer) found.push(answer);
  }
  return found;
}

async function post(path: string, probe: Probe, cookie = "") {
  const headers: Record<string, string> = { origin: base };
  if (probe.contentType) headers["content-type"] = probe.contentType;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(base + path, { method: "POST", headers, body: probe.body, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  const answer = (await (
    await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ productsList(size: 1) { content { id url(url: "/store/product/_id") } } }` }),
    })
  ).json()) as { data: { productsList: { content: { id: string; url: string }[] } } };
  const product = answer.data.productsList.content[0]!;
  actionPaths = [
    "/store/cart",
    "/store/compare",
    "/account/wishlist",
    "/account/login",
    "/account/register",
    "/account/edit",
    "/account/password",
    "/account/address",
    "/account/address/create",
    "/account/address/1/edit",
    "/account/return",
    "/account/logout",
    "/contact",
    "/newsletter",
    "/resources/preferences",
    `/store/product/${product.id}`,
    new URL(product.url, base).pathname,
    "/blog/post/1",
    "/store/manufacturer/1",
    "/store/special",
    "/store/checkout?step=1",
    "/store/checkout?step=2",
    "/store/checkout?step=3",
    "/no-such-page",
  ];
  // A customer, for the actions that only act for one.
  const email = `fuzz.${Date.now()}@example.com`;
  const registered = await fetch(`${base}/account/register`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: "Fuzz",
      lastName: "Tester",
      email,
      phone: "",
      password: "secret12",
      confirmPassword: "secret12",
    }).toString(),
  });
  customerCookie = registered.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect(customerCookie).toMatch(/lumen_session=/);
});

describe("malformed requests", () => {
  it("never answer 5xx from an action, for a visitor or a customer", { timeout: 600_000 }, async () => {
    const probes = [false, true].flatMap((asCustomer) =>
      actionPaths.flatMap((path) => BODIES.map((probe) => ({ asCustomer, path, probe }))),
    );
    const failures = await inBatches(probes, async ({ asCustomer, path, probe }) => {
      const status = await post(path, probe, asCustomer ? customerCookie : "");
      return status >= 500 ? `${status} POST ${path} ${probe.label}${asCustomer ? " (customer)" : ""}` : undefined;
    });
    expect(failures).toEqual([]);
  });

  it("never answer 5xx from the API, whatever the body", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const path of ["/api/graphql", "/api/index.php?route=api/coupon", "/api/index.php?route=api/returns/add"]) {
      for (const probe of [
        ...BODIES,
        {
          label: "graphql garbage",
          contentType: "application/json",
          body: '{"query":"{ productsList(size: \\"x\\") { content { id } } }"}',
        },
        { label: "not graphql", contentType: "application/json", body: '{"query":"}}}{{{"}' },
        { label: "no query", contentType: "application/json", body: "{}" },
        { label: "array", contentType: "application/json", body: "[1,2,3]" },
        { label: "broken JSON", contentType: "application/json", body: '{"query":' },
      ]) {
        const status = await post(path, probe);
        if (status >= 500) failures.push(`${status} POST ${path} ${probe.label}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never answer 5xx to odd addresses and queries", async () => {
    const failures: string[] = [];
    for (const path of [...ODD_QUERIES, "/search/%00", "/blog/search/%00", "/store/category/60?search=%00", "/%E0%A4%A"]) {
      for (const cookie of ["", customerCookie]) {
        const response = await fetch(base + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${response.status} GET ${path}${cookie ? " (customer)" : ""}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
