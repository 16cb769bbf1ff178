/**
 * A backup's tarball as an operator unpacks it (docs/decisions/355-offline-restore.md): PGlite's
 * dumpDataDir names its members from the root ("/base/1/…"), which `tar -x` warns about; here they
 * become relative to the data folder, and the folder's lock (`lumen.lock`, the shop that took the
 * backup) is left out. PGlite's loadDataDir reads both forms.
 */
import { gunzipSync, gzipSync } from "node:zlib";
import { LOCK_FILE } from "@commerce/db/data-dir-lock";

const BLOCK = 512;

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** The gzipped tarball `dump` with relative member names and without the lock file. */
export function relativeTarball(dump: Buffer): Buffer {
  const tar = gunzipSync(dump);
  const out: Buffer[] = [];
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = Buffer.from(tar.subarray(at, at + BLOCK));
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(header.toString("latin1", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
    const blocks = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const nameEnd = header.indexOf(0, 0);
    const name = header.toString("latin1", 0, nameEnd >= 0 && nameEnd < 100 ? nameEnd : 100);
    const relative = name.replace(/^\/+/, "");
    if (relative !== LOCK_FILE && relative !== "") {
      header.fill(0, 0, 100);
      header.write(relative, 0, "latin1");
      header.write(`${checksum(header).toString(8).padStart(6, "0")}\0 `, 148, "latin1");
      out.push(header, tar.subarray(at + BLOCK, at + blocks));
    }
    at += blocks;
  }
  out.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(out));
}
