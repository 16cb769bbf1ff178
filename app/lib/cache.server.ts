/**
 * The server's in-memory caches, on one library (`lru-cache`): a bounded least-recently-used map
 * with a time to live, bounded by entries or by bytes. The page cache (server/page-cache.ts), the
 * render memo (render-memo.server.ts) and the data caches (`TtlCache` below) are all made here.
 *
 * `TtlCache` keeps shopper-independent API answers (the product's 5-minute catalog cache). Concurrent
 * misses of one key share one load; when that load fails (an API error, or the shopper who started
 * it closed the tab), every waiter loads for itself and nothing is stored. A cache that follows the
 * catalogue is emptied when the catalogue's version moves (docs/decisions/244-fresh-catalogue.md),
 * and a load begun before the move is served but not kept.
 */
import { LRUCache } from "lru-cache";
import { catalogueVersion, onCatalogueChange } from "./catalogue-version.server";

export interface BoundedCacheOptions<V extends object> {
  /** Time to live of an entry, in milliseconds (0: until pushed out); `set` may give one per entry. */
  ttlMs: number;
  /** At most this many entries… */
  maxEntries?: number;
  /** …or at most this many bytes, each entry weighing `sizeOf` (at least 1). */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
  /** Told when an entry leaves (pushed out, expired, replaced or deleted). */
  onDrop?: (value: V, key: string) => void;
  /** The clock in milliseconds, replaceable in tests. */
  now?: () => number;
}

/** A least-recently-used cache with a time to live, bounded by entries or by bytes. */
export function boundedCache<V extends object>(options: BoundedCacheOptions<V>): LRUCache<string, V> {
  const { ttlMs, maxEntries, maxBytes, sizeOf, onDrop, now } = options;
  return new LRUCache<string, V>({
    ...(maxEntries ? { max: maxEntries } : {}),
    ...(maxBytes ? { maxSize: maxBytes, sizeCalculation: (value, key) => Math.max(1, sizeOf?.(value, key) ?? 1) } : {}),
    ttl: ttlMs,
    // Expired entries are dropped when met, not by timers: no timer per entry.
    ttlAutopurge: false,
    ...(onDrop ? { dispose: (value: V, key: string) => onDrop(value, key) } : {}),
    // A test's clock is read every time; the real one is read at most once a millisecond.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Emptied when the catalogue changes (prices, stock, reviews…): answers that show the catalogue. */
  followsCatalogue?: boolean;
}

/** lru-cache keeps objects: a value is boxed so that any value, `null` included, can be kept. */
interface Box<V> {
  value: V;
}

export class TtlCache<V> {
  private readonly entries: LRUCache<string, Box<V>>;
  private readonly loading = new Map<string, Promise<V>>();
  private readonly version: () => string;

  constructor(options: TtlCacheOptions) {
    this.entries = boundedCache<Box<V>>({ ttlMs: options.ttlMs, maxEntries: options.maxEntries, now: options.now });
    this.version = options.followsCatalogue ? catalogueVersion : () => "";
    if (options.followsCatalogue) onCatalogueChange(() => this.clear());
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value });
  }

  /**
   * The fresh value of `key`, else what `load` gives, stored when it succeeds and `keep` approves it
   * (a page of modules where one failed quietly is served, not kept).
   */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const kept = this.entries.get(key);
    if (kept) return kept.value;
    const version = this.version();
    // A load begun under an older catalogue is not joined.
    const slot = `${version}\n${key}`;
    const pending = this.loading.get(slot);
    if (pending) {
      try {
        return await pending;
      } catch {
        // The shared load failed for its own caller (maybe an aborted request): load for this one.
        return load();
      }
    }
    const started = load();
    this.loading.set(slot, started);
    try {
      const value = await started;
      if (keep(value) && version === this.version()) this.set(key, value);
      return value;
    } finally {
      this.loading.delete(slot);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The product's catalog cache lifetime (docs/product/texts-and-constants.md#numbers). */
export const CATALOG_CACHE_TTL_MS = 5 * 60 * 1000;
