/**
 * What a V8 heap snapshot holds, grouped by what a reader recognises: objects by constructor,
 * strings, arrays, compiled code, and the backing stores of buffers (the page cache's pages). Only
 * each node's own size is summed (no retainers): enough to see which group grew between two
 * snapshots of one process. The file is read as bytes (a snapshot can be longer than a string).
 */
import { readFileSync } from "node:fs";

export interface HeapSummary {
  totalBytes: number;
  groups: Map<string, { bytes: number; count: number }>;
}

interface SnapshotMeta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
}

/** The numbers of the flat array that starts after `marker` (`"nodes":[`), up to its `]`. */
function readNumbers(bytes: Buffer, marker: string): number[] {
  const start = bytes.indexOf(marker) + marker.length;
  const numbers: number[] = [];
  let value = 0;
  let inNumber = false;
  for (let at = start; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + (byte - 48);
      inNumber = true;
    } else {
      if (inNumber) numbers.push(value);
      value = 0;
      inNumber = false;
      if (byte === 93 /* ] */) break;
    }
  }
  return numbers;
}

function groupOf(type: string, name: string): string {
  switch (type) {
    case "object":
    case "closure":
    case "regexp":
      return type === "closure" ? "(closures)" : name.split(" ")[0]!;
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(strings)";
    case "code":
      return "(compiled code)";
    case "array":
      return "(internal arrays)";
    case "native":
      return `native ${name}`;
    default:
      return `(${type})`;
  }
}

export function heapSummary(file: string): HeapSummary {
  const bytes = readFileSync(file);
  const metaEnd = bytes.indexOf('"nodes":[');
  const head = bytes.subarray(0, metaEnd).toString("utf8");
  const meta = (JSON.parse(`${head.slice(0, head.lastIndexOf(","))}}`) as { snapshot: { meta: SnapshotMeta } }).snapshot.meta;
  const nodes = readNumbers(bytes, '"nodes":[');
  const stringsAt = bytes.lastIndexOf('"strings":[');
  const stringsText = bytes.subarray(stringsAt + '"strings":'.length, bytes.lastIndexOf("]") + 1).toString("utf8");
  const strings = JSON.parse(stringsText) as string[];

  const fields = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf("type");
  const nameAt = meta.node_fields.indexOf("name");
  const sizeAt = meta.node_fields.indexOf("self_size");
  const types = meta.node_types[0];
  const groups = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let at = 0; at < nodes.length; at += fields) {
    const size = nodes[at + sizeAt]!;
    const key = groupOf(types[nodes[at + typeAt]!]!, strings[nodes[at + nameAt]!] ?? "");
    const group = groups.get(key) ?? { bytes: 0, count: 0 };
    group.bytes += size;
    group.count += 1;
    groups.set(key, group);
    totalBytes += size;
  }
  return { totalBytes, groups };
}
