/**
 * Migrates and seeds one PGlite database per test run and dumps it, so that every test file can
 * start from a fresh copy in about a second instead of seeding again.
 */
import { writeFileSync } from "node:fs";
import { openDatabase } from "@commerce/db/index";
import { prepareDatabase } from "@commerce/index";
import { seededDumpPath } from "../support/paths";

export default async function setup() {
  const db = await openDatabase();
  try {
    await prepareDatabase(db);
    const dump = await db.dumpDataDir!();
    writeFileSync(seededDumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}
