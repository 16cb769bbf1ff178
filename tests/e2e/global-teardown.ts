import { rmSync } from "node:fs";

/** Removes the temporary data directories the test servers used. */
export default function globalTeardown() {
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
}
