import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One checkout's test runs must not overwrite another's (several work trees on one machine). */
const checkout = createHash("sha1").update(process.cwd()).digest("hex").slice(0, 8);

/** The seeded PGlite database dump that global setup writes once per test run. */
export const seededDumpPath = join(tmpdir(), `eyewear-seeded-db-${checkout}.tar.gz`);

/** The seeded template database on TEST_DATABASE_URL's server, one per checkout and run. */
export const seededTemplateName = () => `lumen_seeded_${checkout}_${process.pid}`;
