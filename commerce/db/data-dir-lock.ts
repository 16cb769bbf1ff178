/**
 * One writer per PGlite data folder (docs/decisions/331-one-writer-per-data-folder.md): PGlite has
 * no lock of its own, and two shops opening one folder both start, both serve and silently lose
 * each other's writes. The process that opens the folder writes `lumen.lock` into it (its pid, host,
 * the pid's start time and since when) and touches it every few seconds while it holds it. A lock
 * whose owner is gone is taken over: on this host, its pid no longer runs (or runs another program
 * started at another time, a pid reused after a restart); from another host (a container on a shared
 * volume), it has not been touched for a minute.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export const LOCK_FILE = "lumen.lock";
/** How often the owner touches its lock. */
const HEARTBEAT_MS = 10_000;
/** A lock from another host untouched this long is taken for a shop that is gone (6 heartbeats missed). */
export const FOREIGN_LOCK_STALE_MS = 60_000;

interface LockOwner {
  pid: number;
  host: string;
  /** The pid's start time on its host (Linux clock ticks since boot), to tell a reused pid. */
  started?: string;
  since: string;
}

/** Another shop holds the folder: the message is the one line an operator reads. */
export class DataDirLocked extends Error {}

export interface DataDirLock {
  /** Writes the lock again (after a tarball was unpacked over the folder). */
  renew(): void;
  release(): void;
}

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name in parentheses; the start time is the 22nd field of the line.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Running, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The locks this process holds, by path. */
const heldHere = new Set<string>();

/** Whether the lock's owner still holds the folder. */
function ownerAlive(owner: LockOwner, touchedAt: number, path: string): boolean {
  if (owner.host !== hostname()) return Date.now() - touchedAt < FOREIGN_LOCK_STALE_MS;
  // Our own pid in a lock this process does not hold: left by an earlier life of this container or machine.
  if (owner.pid === process.pid) return heldHere.has(path);
  if (!runs(owner.pid)) return false;
  const started = startTimeOf(owner.pid);
  return !(owner.started && started && owner.started !== started);
}

function readOwner(path: string): { owner: LockOwner | undefined; touchedAt: number } | undefined {
  try {
    const touchedAt = statSync(path).mtimeMs;
    try {
      const owner = JSON.parse(readFileSync(path, "utf8")) as LockOwner;
      return { owner: typeof owner?.pid === "number" && typeof owner.host === "string" ? owner : undefined, touchedAt };
    } catch {
      return { owner: undefined, touchedAt };
    }
  } catch {
    return undefined;
  }
}

const ownerText = (owner: LockOwner) => JSON.stringify(owner) + "\n";

/** Why `dir` cannot be taken now (another shop holds it), or undefined when it can. */
function refusal(dir: string, path: string): string | undefined {
  const found = readOwner(path);
  if (!found) return undefined;
  const { owner, touchedAt } = found;
  // A lock being written this instant reads empty: another shop is starting on the folder.
  const held = owner ? ownerAlive(owner, touchedAt, path) : Date.now() - touchedAt < 5_000;
  if (!held) return undefined;
  const who = owner ? `pid ${owner.pid} on ${owner.host}, since ${owner.since}` : "a shop starting now";
  return (
    `COMMERCE_DATA_DIR (${dir}) is in use by another shop (${who}): one shop per data folder. ` +
    `Stop that one first, or set another COMMERCE_DATA_DIR; if it is gone, delete ${path}.`
  );
}

/**
 * Whether another shop holds data folder `dir`: its one-line message if so. Asked by the
 * supervisor before any process starts, as for a busy port; the lock itself is the API's.
 */
export function dataDirInUse(dir: string): string | undefined {
  return refusal(dir, join(dir, LOCK_FILE));
}

/**
 * Takes the lock of data folder `dir` (which exists) for this process, or throws DataDirLocked
 * naming the shop that holds it.
 */
export function lockDataDir(dir: string): DataDirLock {
  const path = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, ownerText(me));
      closeSync(fd);
      heldHere.add(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
    }
    const refused = refusal(dir, path);
    if (refused) throw new DataDirLocked(refused);
    // Its owner is gone: taken over.
    rmSync(path, { force: true });
  }
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Gone (the folder moved away by a restore): renew() writes it again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    renew: () => writeFileSync(path, ownerText(me)),
    release() {
      clearInterval(heartbeat);
      heldHere.delete(path);
      const found = readOwner(path);
      if (found?.owner?.pid === me.pid && found.owner.host === me.host) rmSync(path, { force: true });
    },
  };
}
