/**
 * What one request cost, for its Server-Timing header: the API calls it made, how long they took,
 * and the SQL statements the embedded API reports running for them (its own Server-Timing `sql`).
 * Browsers' developer tools show it; the benchmark reads it to count calls and statements per page.
 */
export class RequestTiming {
  private readonly started = performance.now();
  private calls = 0;
  private apiMs = 0;
  private statements = 0;
  /** How the document was made, when the request rendered one: `memo` when it came from the render memo. */
  private render: "rendered" | "memo" | undefined;

  /** `requestId`: the request's id (server/observe.ts), named in the header so a visitor's report can be found in the log. */
  constructor(private readonly requestId?: string) {}

  /** One API call that took `ms`; `serverTiming` is the API's own Server-Timing header, if any. */
  recordCall(ms: number, serverTiming: string | null): void {
    this.calls += 1;
    this.apiMs += ms;
    this.statements += sqlStatementsIn(serverTiming);
  }

  noteRender(how: "rendered" | "memo"): void {
    this.render = how;
  }

  header(): string {
    const total = performance.now() - this.started;
    return [
      `app;dur=${total.toFixed(1)}`,
      `api;dur=${this.apiMs.toFixed(1)};desc="${this.calls} calls"`,
      `sql;desc="${this.statements} statements"`,
      ...(this.render ? [`render;desc="${this.render}"`] : []),
      ...(this.requestId ? [`req;desc="${this.requestId}"`] : []),
    ].join(", ");
  }
}

/** The statement count in a Server-Timing header such as `sql;dur=3.1;desc="12 statements"`. */
export function sqlStatementsIn(serverTiming: string | null): number {
  const match = serverTiming ? /(?:^|,)\s*sql\b[^,]*desc="?(\d+)/.exec(serverTiming) : null;
  return match?.[1] ? Number(match[1]) : 0;
}
