/**
 * Per-request batching for fields that lists ask of every item (a product's extra fields, a
 * category's children, a post's rating): the keys requested while one list resolves are loaded
 * with one query instead of one query per item. Results are cached for the rest of the request.
 */
type BatchLoad<V> = (keys: number[]) => Promise<Map<number, V>>;

class BatchLoader<V> {
  private cache = new Map<number, Promise<V | undefined>>();
  private pending: { key: number; resolve(value: V | undefined): void; reject(error: unknown): void }[] = [];

  constructor(private load: BatchLoad<V>) {}

  get(key: number): Promise<V | undefined> {
    let promise = this.cache.get(key);
    if (!promise) {
      promise = new Promise((resolve, reject) => {
        if (!this.pending.length) scheduleAfterResolvers(() => this.dispatch());
        this.pending.push({ key, resolve, reject });
      });
      this.cache.set(key, promise);
    }
    return promise;
  }

  private async dispatch() {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = await this.load([...new Set(batch.map((item) => item.key))]);
      for (const item of batch) item.resolve(values.get(item.key));
    } catch (error) {
      for (const item of batch) {
        this.cache.delete(item.key);
        item.reject(error);
      }
    }
  }
}

/**
 * Runs after the promise jobs already queued, so that sibling resolvers of a list (which GraphQL
 * calls one after another, some after awaiting) have all asked for their key (DataLoader's approach).
 */
function scheduleAfterResolvers(fn: () => void) {
  Promise.resolve().then(() => process.nextTick(fn));
}

const loadersByRequest = new WeakMap<object, Map<string, BatchLoader<unknown>>>();

/** The request's loader named `name` (created on first use): `load` gets every key asked for in one go. */
export function batchLoad<V>(requestContext: object, name: string, key: number, load: BatchLoad<V>): Promise<V | undefined> {
  let loaders = loadersByRequest.get(requestContext);
  if (!loaders) loadersByRequest.set(requestContext, (loaders = new Map()));
  let loader = loaders.get(name) as BatchLoader<V> | undefined;
  if (!loader) loaders.set(name, (loader = new BatchLoader(load) as BatchLoader<unknown> as BatchLoader<V>) as BatchLoader<unknown>);
  return loader.get(key);
}

/** Groups rows by a numeric key column, keeping their order. */
export function groupBy<T, K extends keyof T>(rows: readonly T[], key: K): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row[key]);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
