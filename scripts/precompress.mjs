#!/usr/bin/env node
/**
 * After the build: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text
 * file under build/client, so the server sends static files compressed once, at the best ratio,
 * instead of compressing them on every request (server/static-files.ts serves the copies).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(process.env.BUILD_DIR ?? "build", "client");
const TEXT = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".webmanifest", ".map"]);
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const file of files(root)) {
  if (!TEXT.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  written++;
}
console.log(`Precompressed ${written} static files (.br and .gz) under ${root}.`);
