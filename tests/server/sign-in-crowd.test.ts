/**
 * A crowd of sign-ins does not stall the shop (docs/decisions/272-password-hashing-in-worker-threads.md):
 * password hashing runs in worker threads, so while 40 sign-ins from 40 addresses are being checked,
 * a product page nobody asked for before (its data asked of the API afresh) answers as fast as such
 * a page does without them (under a second on a machine that is not overloaded; on a loaded one, in
 * half the time the crowd takes), and every sign-in
 * gets its own answer. A shop of its own: one hashing thread, so the crowd queues on any machine,
 * and a deadline for API calls long enough that a slow machine's queue is not cut by it.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";
import { uniqueAddress } from "../support/visitor";

const PORT = Number(process.env.SERVER_TEST_PORT ?? 4390) + 11;
let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({ port: PORT, env: { TRUST_PROXY: "1", API_HASH_THREADS: "1", COMMERCE_API_TIMEOUT_MS: "300000" } });
});
afterAll(() => shop?.stop());

interface Answer {
  status: number;
  errors?: { message: string }[];
  data?: any;
}

async function graphql(query: string, variables: Record<string, unknown>, from: string): Promise<Answer> {
  const answer = await fetch(`${shop.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ query, variables }),
  });
  return { status: answer.status, ...((await answer.json()) as Omit<Answer, "status">) };
}

/** How long a product page nobody opened before takes, from an address of its own. */
async function uncachedProductPageMs(productId: string): Promise<number> {
  const started = performance.now();
  const page = await fetch(`${shop.url}/store/product/${productId}`, { headers: { "x-forwarded-for": uniqueAddress() } });
  await page.text();
  expect(page.status).toBe(200);
  expect(page.headers.get("x-cache")).not.toBe("HIT");
  return performance.now() - started;
}

const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { email } } }`;

describe("40 sign-ins at once", () => {
  it("are each answered, while a product page answers as fast as without them", async () => {
    const customer = {
      firstName: "Crowd",
      lastName: "Test",
      email: `crowd.${randomBytes(4).toString("hex")}@example.com`,
      password: "crowd-pass-1",
    };
    const registered = await graphql(
      `
        mutation ($c: CustomerInput) {
          accountRegister(customer: $c) {
            id
          }
        }
      `,
      { c: customer },
      uniqueAddress(),
    );
    expect(registered.errors).toBeUndefined();
    const listed = await graphql(
      `
        {
          productsList(size: 4, sort: "id") {
            content {
              id
            }
          }
        }
      `,
      {},
      uniqueAddress(),
    );
    const [first, second, third, during] = (listed.data.productsList.content as { id: string }[]).map(({ id }) => id);
    const alone = Math.min(await uncachedProductPageMs(first!), await uncachedProductPageMs(second!), await uncachedProductPageMs(third!));

    let answered = 0;
    const crowdStarted = performance.now();
    const signIns = Array.from({ length: 40 }, (_, index) =>
      graphql(LOGIN, { email: customer.email, password: index % 2 ? customer.password : "not-the-password" }, uniqueAddress()).then(
        (result) => {
          answered += 1;
          return result;
        },
      ),
    );
    const withCrowd = await uncachedProductPageMs(during!);
    const answeredMeanwhile = answered;
    const results = await Promise.all(signIns);
    const crowdMs = performance.now() - crowdStarted;

    // The page came while sign-ins were still waiting for their hashes: it did not wait behind them.
    expect(answeredMeanwhile).toBeLessThan(40);
    // As fast as alone (a busy machine slows both), and in any case well before the crowd is through:
    // hashing on the API's own thread would hold the page until about the last sign-in.
    expect(withCrowd, `alone ${Math.round(alone)} ms, crowd ${Math.round(crowdMs)} ms`).toBeLessThan(
      Math.max(1_000, 3 * alone, crowdMs / 2),
    );
    expect(results.map((result) => result.status)).toEqual(Array(40).fill(200));
    expect(results.filter((result) => !result.errors)).toHaveLength(20);
    for (const { errors } of results.filter((result) => result.errors)) expect(errors![0]!.message).toMatch(/No match for E-Mail Address/);
  });
});
