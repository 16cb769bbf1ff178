/**
 * A full disk under the embedded database (docs/decisions/260-operations.md): the failed write is
 * logged as "no space left", the write is refused without a 500 while the shop keeps answering, and
 * it is back by itself once space is freed. The disk is a small tmpfs, which needs root; elsewhere
 * the test is skipped and says why.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

const PORT = Number(process.env.SERVER_TEST_PORT ?? 4390) + 9;
const disk = mkdtempSync(join(tmpdir(), "lumen-full-disk-"));

function mountSmallDisk(): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", disk], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const mounted = mountSmallDisk();
let shop: BuiltShop;

beforeAll(async () => {
  if (!mounted) return;
  shop = await startBuiltShop({
    port: PORT,
    captureLog: true,
    env: { COMMERCE_DATA_DIR: join(disk, "commerce"), LIVENESS_TIMEOUT_MS: "5000", RATE_LIMIT_FACTOR: "0", WEB_CONCURRENCY: "1" },
  });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  if (mounted) execFileSync("umount", ["-l", disk]);
  rmSync(disk, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Sends a 1.9 MB prescription upload: the largest write a visitor can make. */
async function upload(): Promise<number> {
  const form = new FormData();
  form.set(
    "operations",
    JSON.stringify({ query: "mutation ($file: Upload) { uploadFile(file: $file) { code } }", variables: { file: null } }),
  );
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new Blob([Buffer.from("%PDF-1.4\n"), randomBytes(1_900_000)], { type: "application/pdf" }), "prescription.pdf");
  const response = await fetch(`${shop.url}/api/graphql`, { method: "POST", body: form, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}

describe.skipIf(!mounted)("a full disk under the embedded database", () => {
  it("logs 'no space left', refuses the write without a 500, and is back by itself once space is freed", { timeout: 240_000 }, async () => {
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    // Fill the disk to a few megabytes, then write until the database refuses.
    const { bavail, bsize } = await statfs(disk);
    writeFileSync(join(disk, "filler"), Buffer.alloc(Math.max(0, bavail * bsize - 6 * 1024 ** 2)));
    // Not ready while there is no room for the database's next log segment, even before a write fails.
    await until("/readyz false", () => fetch(`${shop.url}/readyz`).then((response) => response.status === 503 || undefined), 30_000);
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.some((status) => status >= 500); i += 1) statuses.push(await upload().catch(() => 599));
    expect(statuses.some((status) => status >= 500)).toBe(true);
    expect(statuses).not.toContain(500);

    // Logged with its cause; the shop itself keeps answering.
    await until("the failed write logged", () => /no space left on device/i.test(shop.log()) || undefined, 60_000);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);

    rmSync(join(disk, "filler"));
    // Back by itself: a hung API process is restarted, and kept trying while the disk is full.
    await until("a write taken again", () => upload().then((status) => status === 200 || undefined), 150_000);
    await until("the shop ready again", () => fetch(`${shop.url}/readyz`).then((response) => response.ok || undefined), 60_000);
    expect(shop.log()).not.toContain("The shop stops");
    expect((await fetch(`${shop.url}/store/product/3`)).status).toBe(200);
  });
});
