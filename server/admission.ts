/**
 * Load shedding for renders (docs/decisions/124-request-guards.md). A web process renders at most
 * `maxActive` pages at once; more wait in a queue of `maxQueued`, first come first served. Past that
 * a visitor gets a quick 503 with Retry-After instead of joining a line they would wait seconds in,
 * and a visitor who waited longer than `maxWaitMs` gets it too. Pages from the page cache never wait.
 */
export interface AdmissionOptions {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
}

export class Overloaded extends Error {
  constructor() {
    super("Too many pages are being rendered: try again shortly.");
  }
}

export class Admission {
  private active = 0;
  private readonly queue: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly options: AdmissionOptions) {}

  /** Runs `work` once a place is free; throws Overloaded when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.options.maxActive) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(new Overloaded());
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          this.active++;
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.queue.indexOf(entry);
          if (at >= 0) this.queue.splice(at, 1);
          reject(new Overloaded());
        }, this.options.maxWaitMs),
      };
      this.queue.push(entry);
    });
  }

  private leave(): void {
    this.active--;
    this.queue.shift()?.admit();
  }

  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }
}
