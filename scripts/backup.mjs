#!/usr/bin/env node
/**
 * npm run backup -- <file>   /   npm run restore -- <file>
 * The shop's database while the shop runs (docs/decisions/260-operations.md):
 * - embedded (PGlite): through the running server's operator port (METRICS_PORT on METRICS_HOST,
 *   with METRICS_TOKEN if set): a gzipped tarball of the data directory; a restore swaps it in
 *   and keeps the previous folder beside COMMERCE_DATA_DIR;
 * - DATABASE_URL (PostgreSQL): pg_dump's custom format, restored with pg_restore --clean.
 */
import { spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const [mode, file] = process.argv.slice(2);
if ((mode !== "backup" && mode !== "restore") || !file) {
  console.error(`Usage: npm run ${mode ?? "backup"} -- <file>`);
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
