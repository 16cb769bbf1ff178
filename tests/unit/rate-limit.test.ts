/** The rate limits' rules in one process (the built server's, shared over IPC, are tested in tests/server/abuse.test.ts). */
import { describe, expect, it } from "vitest";
import {
  checkFailures,
  checkLogin,
  clientOf,
  countAttempt,
  countFailure,
  forgetFailures,
  RATE_RULES,
  rateLimitMessage,
} from "~/lib/rate-limit.server";

const key = () => `test-${Math.random().toString(36).slice(2)}`;

describe("rate limits", () => {
  it("allow a form's attempts up to its allowance, then refuse with the wait", async () => {
    const from = key();
    for (let i = 0; i < RATE_RULES.contact.points; i++) expect(await countAttempt("contact", from)).toBeUndefined();
    const refused = await countAttempt("contact", from);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(RATE_RULES.contact.seconds);
    expect(refused?.headers["Retry-After"]).toBe(String(refused?.retryAfterSeconds));
    expect(refused?.message).toMatch(/^This form was sent too many times\. Please wait \d+ minutes? and try again\.$/);
    // Another address is not affected.
    expect(await countAttempt("contact", key())).toBeUndefined();
  });

  it("count sign-in failures only, and forget them after a success", async () => {
    const account = key();
    for (let i = 0; i < RATE_RULES.loginAccount.points - 1; i++) await countFailure("loginAccount", account);
    expect(await checkFailures("loginAccount", account)).toBeUndefined();
    await countFailure("loginAccount", account);
    expect((await checkFailures("loginAccount", account))?.message).toMatch(/^Too many failed sign-in attempts\./);
    await forgetFailures("loginAccount", account);
    expect(await checkFailures("loginAccount", account)).toBeUndefined();
  });

  it("do not lock an account's owner out: an address without failures still signs in", async () => {
    const [account, stranger, owner] = [key(), key(), key()];
    for (let i = 0; i < RATE_RULES.loginAccount.points; i++) {
      await Promise.all([countFailure("loginAccount", account), countFailure("loginAddress", stranger)]);
    }
    expect((await checkLogin(account, stranger))?.message).toMatch(/^Too many failed sign-in attempts\./);
    expect(await checkLogin(account, owner)).toBeUndefined();
    // Once the owner's address has a failure too, the account's limit holds for it.
    await countFailure("loginAddress", owner);
    expect(await checkLogin(account, owner)).toBeDefined();
  });

  it("say the wait in whole minutes", () => {
    expect(rateLimitMessage("coupon", 1)).toBe("Too many invalid codes were tried. Please wait 1 minute and try again.");
    expect(rateLimitMessage("register", 601)).toBe("This form was sent too many times. Please wait 11 minutes and try again.");
  });

  it("read the visitor's address from what the server established", () => {
    expect(clientOf(new Request("http://shop.test/", { headers: { "x-forwarded-for": "203.0.113.7" } }))).toBe("203.0.113.7");
  });
});
