/**
 * One writer per PGlite data folder (docs/decisions/331-one-writer-per-data-folder.md): the lock
 * file names its owner; a live owner refuses a second shop, a gone one is taken over. The built
 * shop refusing to start on a folder in use: tests/server/start-refusals.test.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLocked, FOREIGN_LOCK_STALE_MS, LOCK_FILE, dataDirInUse, lockDataDir } from "@commerce/db/data-dir-lock";

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "lumen-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dir: string, owner: object) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(owner));
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};

describe("the data folder's lock", () => {
  it("refuses a second opener while the first holds it, names the owner, and is free again once released", () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(dataDirInUse(dir)).toContain(`is in use by another shop (pid ${process.pid} on ${hostname()}`);
    lock.release();
    expect(dataDirInUse(dir)).toBeUndefined();
    lockDataDir(dir).release();
  });

  it("refuses while another process of this host runs with the lock's pid and start time", async () => {
    const dir = folder();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      await new Promise((started) => holder.once("spawn", started));
      writeLock(dir, { pid: holder.pid, host: hostname(), started: startTime(holder.pid!), since: "earlier" });
      expect(() => lockDataDir(dir)).toThrow(`pid ${holder.pid} on ${hostname()}`);
      // The same pid started at another time is another program (a pid reused after a restart).
      writeLock(dir, { pid: holder.pid, host: hostname(), started: "1", since: "earlier" });
      lockDataDir(dir).release();
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock whose pid is gone on this host, or this process's own pid from an earlier life", () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeLock(dir, { pid: gone, host: hostname(), since: "earlier" });
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    writeLock(dir, { pid: process.pid, host: hostname(), since: "earlier" });
    lockDataDir(dir).release();
  });

  it("from another host: refused while it is touched, taken once untouched for a minute", () => {
    const dir = folder();
    writeLock(dir, { pid: 7, host: "another-container", since: "earlier" });
    expect(() => lockDataDir(dir)).toThrow("pid 7 on another-container");
    const past = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 1_000);
    utimesSync(join(dir, LOCK_FILE), past, past);
    lockDataDir(dir).release();
  });
});
