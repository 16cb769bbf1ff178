/**
 * The web and API processes' last resort (docs/decisions/330-no-unhandled-rejection.md): a promise
 * that rejects with nobody awaiting it is one JSON error line, and the process keeps serving.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = `
import { keepServingOnUnhandledRejection, setLogRole } from "./server/log.ts";
setLogRole("web");
keepServingOnUnhandledRejection();
// What a loader left behind looks like: a thrown status response, not an Error.
class DataWithResponseInit { constructor() { this.data = { message: "timeout" }; this.init = { status: 503 }; } }
Promise.reject(new DataWithResponseInit());
Promise.reject(new Error("menu data: timeout"));
setTimeout(() => process.stdout.write("still serving\\n"), 50);
`;

describe("an unhandled rejection in a serving process", () => {
  it("is logged as one JSON line each on standard error, and the process goes on", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], {
      cwd: resolve(__dirname, "../.."),
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "info" },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("still serving");
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 50, role: "web", reason: { type: "DataWithResponseInit", status: 503 } });
    expect(first!.msg).toContain("unhandled promise rejection");
    expect(second).toMatchObject({ level: 50, err: { message: "menu data: timeout" } });
  });
});
