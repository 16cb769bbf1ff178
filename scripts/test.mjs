#!/usr/bin/env node
/**
 * npm test: everything, in order: Debian's Chromium present, lint, format, generated GraphQL types up to date,
 * type check, unit and API tests, production build, tests of the built server, browser tests with
 * JavaScript on and off. Stops at the first failing step.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = "/usr/bin/chromium";
const bin = (name) => join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);
const timings = [];

function section(title, run) {
  const line = "─".repeat(Math.max(4, 72 - title.length));
  console.log(`\n━━ ${title} ${line}\n`);
  const started = Date.now();
  run();
  timings.push([title, Date.now() - started]);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) {
    console.error(`\n✗ could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** The browser tests drive Debian's Chromium; npm cannot install it, apt can. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`Using ${CHROMIUM}.`);
    return;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update"], { env });
    run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { env });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `Chromium is missing: install Debian's package as root (apt-get update && apt-get install -y chromium) so that ${CHROMIUM} exists, then run npm test again.`,
  );
  process.exit(1);
}

const started = Date.now();
section("Browser: Debian Chromium", ensureChromium);
section("Lint (eslint)", () => run(bin("eslint"), [".", "--max-warnings", "0"]));
section("Format (prettier --check)", () => run(bin("prettier"), ["--check", ".", "--log-level", "warn"]));
section("Generated GraphQL types up to date (codegen --check)", () => run(bin("graphql-codegen"), ["--config", "codegen.ts", "--check"]));
section("Type check (tsc: app, server, commerce; then tests/tsconfig.json)", () => {
  run(bin("tsc"), []);
  run(bin("tsc"), ["-p", "tests"]);
});
section("Unit and API tests (vitest)", () => run(bin("vitest"), ["run"]));
section("Production build", () => run(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"]));
section("Server tests: the built server over HTTP (vitest)", () => run(bin("vitest"), ["run", "--config", "vitest.server.config.ts"]));
section("Browser tests, JavaScript on and off (playwright)", () => run(bin("playwright"), ["test"]));

console.log("\n━━ Summary " + "─".repeat(62));
for (const [title, ms] of timings) console.log(`  ✓ ${title.padEnd(52)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
console.log(`  All green in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
