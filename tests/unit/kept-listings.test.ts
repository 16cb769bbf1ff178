import { describe, expect, it } from "vitest";
import { KeptListings } from "@commerce/domain/catalogue/kept-listings";

const answer = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe("KeptListings", () => {
  it("computes a listing once per generation and again when the generation moves", async () => {
    const kept = new KeptListings(1_000);
    let computed = 0;
    const compute = async () => (computed++, answer(5));
    expect(Array.from(await kept.ids("search round", "7", compute))).toEqual(answer(5));
    await kept.ids("search round", "7", compute);
    expect(computed).toBe(1);
    await kept.ids("search round", "8", compute);
    expect(computed).toBe(2);
  });

  it("runs one computation for callers asking the same listing at once", async () => {
    const kept = new KeptListings(1_000);
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => (computed++, await gate, answer(3));
    const both = Promise.all([kept.ids("a", "1", compute), kept.ids("a", "1", compute)]);
    release();
    const [first, second] = await both;
    expect(computed).toBe(1);
    expect(Array.from(second)).toEqual(Array.from(first));
  });

  it("holds at most its bound of ids, dropping the least recently used, and never one answer over a quarter of it", async () => {
    const kept = new KeptListings(100);
    let computed = 0;
    const of = (n: number) => async () => (computed++, answer(n));
    await kept.ids("a", "1", of(25));
    await kept.ids("b", "1", of(25));
    await kept.ids("c", "1", of(25));
    await kept.ids("a", "1", of(25)); // used again: b is now the oldest
    await kept.ids("d", "1", of(25));
    await kept.ids("e", "1", of(25)); // over 100: b goes
    computed = 0;
    for (const key of ["a", "c", "d", "e"]) await kept.ids(key, "1", of(25));
    expect(computed).toBe(0);
    await kept.ids("b", "1", of(25));
    expect(computed).toBe(1);
    // 26 ids are over a quarter of 100: answered, never kept.
    computed = 0;
    await kept.ids("huge", "1", of(26));
    await kept.ids("huge", "1", of(26));
    expect(computed).toBe(2);
  });

  it("keeps nothing from a failed computation", async () => {
    const kept = new KeptListings(100);
    await expect(kept.ids("a", "1", async () => Promise.reject(new Error("timeout")))).rejects.toThrow("timeout");
    expect(Array.from(await kept.ids("a", "1", async () => answer(2)))).toEqual([1, 2]);
  });
});
