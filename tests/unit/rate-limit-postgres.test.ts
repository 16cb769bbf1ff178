/**
 * With DATABASE_URL the rate limits' counters live in PostgreSQL, so several servers share them
 * (TEST_DATABASE_URL=postgres://…; skipped without it).
 */
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("rate limits on PostgreSQL", () => {
  const client = new pg.Client({ connectionString: url });
  afterAll(() => client.end());

  it("keep their counts in the storefront_rate_limit table", async () => {
    await client.connect();
    // The table is the limiters' own to create: none is left from an earlier run.
    await client.query("drop table if exists storefront_rate_limit");
    process.env.DATABASE_URL = url;
    // Fresh modules: the environment is read once, and another test file's run may have read it
    // without DATABASE_URL (the limiters would then count in memory).
    vi.resetModules();
    const { countAttempt, RATE_RULES } = await import("~/lib/rate-limit.server");
    const from = `pg-test-${Math.random().toString(36).slice(2)}`;
    // The table is created on first use; until then a memory limiter stands in.
    await countAttempt("review", `warm-up-${from}`);
    await expect
      .poll(async () => (await client.query(`select to_regclass('storefront_rate_limit') as name`)).rows[0].name)
      .toBe("storefront_rate_limit");
    for (let i = 0; i < RATE_RULES.review.points; i++) expect(await countAttempt("review", from)).toBeUndefined();
    expect(await countAttempt("review", from)).toBeDefined();
    const { rows } = await client.query<{ points: number }>(`select points from storefront_rate_limit where key = $1`, [
      `lumen-review:${from}`,
    ]);
    expect(rows[0]?.points).toBe(RATE_RULES.review.points + 1);
  });
});
