#!/usr/bin/env node
/**
 * Part of `npm run build`: fails when a GraphQL document reached the browser bundle. Documents live in
 * server-only modules (app/lib/<area>/queries.server.ts, decision 112); one imported into a component
 * would ship the store's queries to every visitor and weigh on first load.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** An operation or fragment definition as GraphQL text, not the words in prose or code. */
export const GRAPHQL_DEFINITION = /\b(?:query|mutation)\s+[A-Za-z_]\w*\s*[({]|\bfragment\s+[A-Za-z_]\w*\s+on\s+[A-Za-z_]\w*/;

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|json)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

const leaks = files.flatMap((file) => {
  const match = GRAPHQL_DEFINITION.exec(readFileSync(file, "utf8"));
  return match ? [`${relative(".", file)}: "${match[0]}"`] : [];
});

if (leaks.length) {
  console.error(`✗ GraphQL documents in the browser bundle (${clientDir}); import them only from *.server.ts modules:`);
  for (const leak of leaks) console.error(`  ${leak}`);
  process.exit(1);
}
console.info(`✓ No GraphQL document in the browser bundle (${files.length} files in ${clientDir}).`);
