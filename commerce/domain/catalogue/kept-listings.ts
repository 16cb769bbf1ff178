/**
 * Kept listing answers (decision 205): the ordered ids of every product a costly listing matches,
 * kept per API process under the catalogue's listing generation (migration 009), so that its other
 * pages, and the same listing asked again, read one page of rows instead of ranking or counting
 * thousands of matches again. A change to what any listing could hold takes a new generation, so
 * an answer is never served after such a change, on any process.
 */
import type { Queryable } from "@commerce/db/index";

/** How many ids all kept answers hold at most (4 bytes each: 8 MB). */
export const KEPT_LISTING_IDS = 2_000_000;

interface KeptAnswer {
  generation: string;
  ids: Int32Array;
}

/** A byte-bounded LRU of listings' ordered ids; the same listing is computed once at a time. */
export class KeptListings {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly computing = new Map<string, Promise<Int32Array>>();
  private heldIds = 0;

  constructor(private readonly maxIds = KEPT_LISTING_IDS) {}

  /**
   * The ids of listing `key` at `generation`: kept, or computed by `compute` (one computation per
   * listing and generation at a time) and kept when they fit.
   */
  async ids(key: string, generation: string, compute: () => Promise<number[]>): Promise<Int32Array> {
    const kept = this.answers.get(key);
    if (kept?.generation === generation) {
      // Most recently used last: Map keeps insertion order.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept.ids;
    }
    const slot = `${generation}\n${key}`;
    const pending = this.computing.get(slot);
    if (pending) return pending;
    const computed = compute()
      .then((ids) => {
        const answer = Int32Array.from(ids);
        this.keep(key, { generation, ids: answer });
        return answer;
      })
      .finally(() => this.computing.delete(slot));
    this.computing.set(slot, computed);
    return computed;
  }

  private keep(key: string, answer: KeptAnswer): void {
    this.drop(key);
    // One listing may take a quarter of the room at most: one huge answer must not push out all others.
    if (answer.ids.length > this.maxIds / 4) return;
    this.answers.set(key, answer);
    this.heldIds += answer.ids.length;
    for (const [oldest] of this.answers) {
      if (this.heldIds <= this.maxIds) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const old = this.answers.get(key);
    if (!old) return;
    this.answers.delete(key);
    this.heldIds -= old.ids.length;
  }
}

/** The catalogue's listing generation (migration 009), as text: bigint. */
export async function listingGeneration(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ generation: string }>("select generation::text as generation from listing_generation");
  return rows[0]?.generation ?? "0";
}
