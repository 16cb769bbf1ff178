import { tmpdir } from "node:os";
import { join } from "node:path";

/** The seeded PGlite database dump that global setup writes once per test run. */
export const seededDumpPath = join(tmpdir(), "eyewear-seeded-db.tar.gz");
