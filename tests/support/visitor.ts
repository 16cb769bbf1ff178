/**
 * Visitors of the built server in the server tests. The test server trusts a proxy, so each visitor
 * arrives from an address of its own (X-Forwarded-For) and never shares a rate-limit counter with
 * another test. The files run one after another in separate processes against one server, so an
 * address is made of this process's id and a counter: unique across the whole run.
 */
import { inject } from "vitest";

let lastAddress = 0;

/** An IPv4 address no other visitor of this test run uses. */
export function uniqueAddress(): string {
  lastAddress += 1;
  if (lastAddress > 254) throw new Error("More than 254 visitor addresses in one test file");
  const pid = process.pid & 0xffff;
  return `10.${pid >> 8}.${pid & 0xff}.${lastAddress}`;
}

/** A shopper with a cookie jar, from an address of its own. */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  private readonly base = inject("shopUrl");
  readonly from = uniqueAddress();

  async send(path: string, init: { method?: string; form?: Record<string, string>; referer?: string } = {}) {
    const response = await fetch(this.base + path, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      redirect: "manual",
      headers: {
        origin: this.base,
        "x-forwarded-for": this.from,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...(init.referer ? { referer: this.base + init.referer } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, location: response.headers.get("location"), html: await response.text() };
  }

  get = (path: string) => this.send(path);
  /** A form post; `from`, the path of the page it was posted from (the Referer a browser sends). */
  post = (path: string, form: Record<string, string>, from?: string) => this.send(path, { form, referer: from });
}
