/**
 * Migrates and seeds one database per test run, so that every test file can start from a fresh
 * copy in about a second instead of seeding again: on PGlite a dump of the data directory, on
 * PostgreSQL (TEST_DATABASE_URL) a template database each test's database is created from.
 */
import { writeFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@commerce/db/index";
import { prepareDatabase } from "@commerce/index";
import { seededDumpPath, seededTemplateName } from "../support/paths";
import { databaseUrl, dropDatabase, runOnServer } from "../support/postgres-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded template database on TEST_DATABASE_URL's server, when there is one. */
    seededTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = seededTemplateName();
    await dropDatabase(pgUrl, template);
    await runOnServer(pgUrl, `create database "${template}"`);
    const db = await openDatabase({ url: databaseUrl(pgUrl, template) });
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
    project.provide("seededTemplate", template);
    return () => dropDatabase(pgUrl, template);
  }
  project.provide("seededTemplate", null);
  const db = await openDatabase();
  try {
    await prepareDatabase(db);
    const dump = await db.dumpDataDir!();
    writeFileSync(seededDumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}
