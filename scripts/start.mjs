#!/usr/bin/env node
/**
 * npm start: builds when build/ is missing or older than the sources, then runs the production
 * server on PORT (3000) / HOST. The embedded API keeps its data in ./data/commerce (created and
 * seeded on the first start, reused after).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const builtServer = join(root, "build", "server.js");
const SOURCES = ["app", "server", "commerce", "config", "public", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

/** Newest modification time under `path` (files and folders), 0 when it does not exist. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function buildIfNeeded() {
  const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The production server refuses to start without SESSION_SECRET. For a local `npm start` a random
 * secret is generated once and kept in data/ (ignored by git), so sessions survive restarts.
 */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(root, "data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex") + "\n", { mode: 0o600 });
    console.log("SESSION_SECRET is not set: generated one for this machine in data/session-secret (set SESSION_SECRET in production).");
  }
  return readFileSync(file, "utf8").trim();
}

buildIfNeeded();
const child = spawn(process.execPath, [builtServer], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", SESSION_SECRET: sessionSecret() },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
