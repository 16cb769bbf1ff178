#!/usr/bin/env node
/**
 * npm run backup -- <file>   /   npm run restore -- <file>
 * The shop's database while the shop runs (docs/decisions/260-operations.md):
 * - embedded (PGlite): through the running server's operator port (METRICS_PORT on METRICS_HOST,
 *   with METRICS_TOKEN if set): a gzipped tarball of the data directory; a restore swaps it in
 *   and keeps the previous folder beside COMMERCE_DATA_DIR;
 * - DATABASE_URL (PostgreSQL): pg_dump's custom format, restored with pg_restore --clean.
 * npm run restore -- --offline <file>: with the shop stopped (one that cannot start on a damaged
 * folder), the tarball unpacked into COMMERCE_DATA_DIR; refused while a shop holds the folder's lock
 * (docs/decisions/355-offline-restore.md). With DATABASE_URL, pg_restore as above.
 */
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gunzipSync } from "node:zlib";

const [mode, ...rest] = process.argv.slice(2);
const offline = mode === "restore" && rest.includes("--offline");
const file = rest.find((arg) => arg !== "--offline");
if ((mode !== "backup" && mode !== "restore") || !file) {
  console.error(`Usage: npm run ${mode ?? "backup"} -- ${mode === "restore" ? "[--offline] " : ""}<file>`);
  process.exit(2);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  const args =
    mode === "backup"
      ? ["pg_dump", ["--format=custom", `--file=${file}`, url]]
      : ["pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${url}`, file]];
  const run = spawnSync(args[0], args[1], { stdio: "inherit" });
  if (run.error) fail(`${args[0]} could not run (${run.error.message}): install PostgreSQL's client tools.`);
  if (run.status !== 0) fail(`${args[0]} failed (exit ${run.status}).`);
  console.log(mode === "backup" ? `Backed up to ${file}.` : `Restored from ${file}.`);
  process.exit(0);
}

if (offline) restoreOffline(file);

const port = process.env.METRICS_PORT;
if (!port) fail("Set METRICS_PORT to the running shop's operator port (see the README's production section).");
const base = `http://${process.env.METRICS_HOST || "127.0.0.1"}:${port}`;
const headers = process.env.METRICS_TOKEN ? { authorization: `Bearer ${process.env.METRICS_TOKEN}` } : {};

try {
  if (mode === "backup") {
    const response = await fetch(`${base}/backup`, { headers });
    if (!response.ok || !response.body) fail(`The shop refused the backup (${response.status}): ${await response.text()}`);
    await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
    console.log(`Backed up to ${file} (${statSync(file).size} bytes).`);
  } else {
    const response = await fetch(`${base}/restore`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/gzip", "content-length": String(statSync(file).size) },
      body: Readable.toWeb(createReadStream(file)),
      duplex: "half",
    });
    if (!response.ok) fail(`The restore failed (${response.status}): ${await response.text()}`);
    const { previous } = await response.json();
    console.log(`Restored from ${file}; the previous data directory is kept in ${previous}.`);
  }
} catch (error) {
  fail(`The shop's operator port ${base} did not answer (${error instanceof Error ? error.message : error}).`);
}

/** The pid's start time (Linux clock ticks since boot), as commerce/db/data-dir-lock.ts records it. */
function startTimeOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The shop holding data folder `dir` ("pid … on …"), by the rules of commerce/db/data-dir-lock.ts, or undefined. */
function lockOwner(dir) {
  const path = join(dir, "lumen.lock");
  let touchedAt;
  try {
    touchedAt = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  let owner;
  try {
    owner = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    // Being written this instant: a shop is starting.
    return Date.now() - touchedAt < 5_000 ? "a shop starting now" : undefined;
  }
  if (typeof owner?.pid !== "number" || typeof owner.host !== "string") return undefined;
  const who = `pid ${owner.pid} on ${owner.host}, since ${owner.since}`;
  if (owner.host !== hostname()) return Date.now() - touchedAt < 60_000 ? who : undefined;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return undefined;
  }
  const started = startTimeOf(owner.pid);
  return owner.started && started && owner.started !== started ? undefined : who;
}

/** Unpacks gzipped tarball `bytes` into `into`: members absolute (older backups) or relative, the lock left out. */
function unpack(bytes, into) {
  const tar = gunzipSync(bytes);
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from, to) => header.toString("latin1", from, to).replace(/\0.*$/s, "");
    const size = parseInt(field(124, 136).trim() || "0", 8);
    const name = [field(345, 500), field(0, 100)].filter(Boolean).join("/").replace(/^\/+/, "");
    const target = resolve(into, name);
    if (target !== into && !target.startsWith(into + sep)) fail(`${file}: member ${name} points outside the data folder.`);
    const type = String.fromCharCode(header[156]);
    if (type === "5") mkdirSync(target, { recursive: true });
    else if ((type === "0" || type === "\0") && name !== "lumen.lock") {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/** The offline restore: unpacked beside COMMERCE_DATA_DIR, then swapped in; the previous folder kept. */
function restoreOffline(from) {
  if (process.env.DATABASE_URL) return; // pg_restore above: PostgreSQL restores while the shop runs.
  const dir = resolve(process.env.COMMERCE_DATA_DIR ?? "data/commerce");
  const holder = lockOwner(dir);
  if (holder) fail(`COMMERCE_DATA_DIR (${dir}) is in use by a shop (${holder}): stop it first, or restore through it without --offline.`);
  let bytes;
  try {
    bytes = readFileSync(from);
  } catch (error) {
    fail(`${from} could not be read (${error.message}).`);
  }
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  const staging = `${dir}.restoring-${time}`;
  try {
    unpack(bytes, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    fail(`${from} is not a backup of the shop's database (${error.message}).`);
  }
  if (!existsSync(join(staging, "PG_VERSION"))) {
    rmSync(staging, { recursive: true, force: true });
    fail(`${from} is not a backup of the shop's database (no PG_VERSION in it).`);
  }
  const kept = `${dir}.before-restore-${time}`;
  if (existsSync(dir)) renameSync(dir, kept);
  renameSync(staging, dir);
  console.log(
    `Restored ${from} into ${dir}` +
      (existsSync(kept) ? `; the previous data folder is kept in ${kept}.` : " (there was no data folder before).") +
      " Start the shop.",
  );
  process.exit(0);
}
