/**
 * A small in-memory cache with a time to live, for shopper-independent API answers (the spec's
 * 5-minute catalog cache). Bounded: the oldest entries go first once `maxEntries` is reached.
 * Concurrent misses of one key share one load; when that load fails (an API error, or the shopper
 * who started it closed the tab), every waiter loads for itself and nothing is stored.
 */

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The fresh value of `key`, else what `load` gives, stored when it succeeds and `keep` approves it
   * (a page of modules where one failed quietly is served, not kept).
   */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) {
      try {
        return await pending;
      } catch {
        // The shared load failed for its own caller (maybe an aborted request): load for this one.
        return load();
      }
    }
    const started = load();
    this.loading.set(key, started);
    try {
      const value = await started;
      if (keep(value)) this.set(key, value);
      return value;
    } finally {
      this.loading.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The spec's catalog cache lifetime (section 9). */
export const CATALOG_CACHE_TTL_MS = 5 * 60 * 1000;
