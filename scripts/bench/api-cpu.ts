/**
 * What one visitor's requests cost the embedded API's process, whose event loop every page waits on
 * (docs/decisions/271-uploads-off-the-api-thread.md, 272-password-hashing-in-worker-threads.md): CPU-seconds per 1 MB upload and per sign-in,
 * for the whole process (worker threads included) and for its main thread alone (the event loop),
 * read from /proc; and the page rate of a listing asked with a random `sort` per request, beside the
 * same listing as is (the page cache's key, docs/decisions/274-listing-addresses-one-cache-entry.md).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadRun, processTree } from "./load";
import { startShop, type RunningShop } from "./shop";

const TICKS_PER_SECOND = 100;

/** user + system CPU seconds from a /proc stat line (fields after the command name). */
function cpuSecondsOf(statPath: string): number {
  const text = readFileSync(statPath, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The embedded API's process among the shop's: the one running build/api.js. */
function apiProcessOf(shop: RunningShop): number {
  const pid = processTree(shop.pid).find((id) => {
    try {
      return readFileSync(`/proc/${id}/cmdline`, "utf8").includes("api.js");
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error("The embedded API's process was not found among the shop's processes.");
  return pid;
}

interface CpuReading {
  process: number;
  mainThread: number;
}

function readCpu(pid: number): CpuReading {
  // The main thread's task id is the process id; worker threads are the other tasks.
  return { process: cpuSecondsOf(`/proc/${pid}/stat`), mainThread: cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`) };
}

/** CPU seconds per run of `work`, over `times` runs one after another. */
async function cpuPer(pid: number, times: number, work: (index: number) => Promise<void>): Promise<CpuReading> {
  const before = readCpu(pid);
  for (let index = 0; index < times; index++) await work(index);
  const after = readCpu(pid);
  return { process: (after.process - before.process) / times, mainThread: (after.mainThread - before.mainThread) / times };
}

async function graphql(base: string, query: string, variables: Record<string, unknown>): Promise<{ errors?: { message: string }[] }> {
  const answer = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as { errors?: { message: string }[] };
}

/** A 1 MB PNG as a phone sends one: its signature, then bytes that do not compress (as image data does not). */
function pngOfOneMegabyte(): Uint8Array<ArrayBuffer> {
  const png = new Uint8Array(randomBytes(1024 * 1024));
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return png;
}

async function uploadOnce(base: string, png: Uint8Array<ArrayBuffer>): Promise<void> {
  const form = new FormData();
  form.set(
    "operations",
    JSON.stringify({ query: "mutation ($file: Upload) { uploadFile(file: $file) { code } }", variables: { file: null } }),
  );
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new Blob([png], { type: "image/png" }), "prescription.png");
  // No cookie: every upload a fresh visitor's, as one cycling cookies sends them.
  const answer = await fetch(`${base}/api/graphql`, { method: "POST", body: form });
  const text = await answer.text();
  if (!text.includes('"code"')) throw new Error(`An upload was refused (${answer.status}): ${text.slice(0, 200)}`);
}

const fmt = (seconds: number) => seconds.toFixed(3);

export async function benchApiCpu({
  port,
  uploads = 10,
  signIns = 20,
  connections,
  seconds,
}: {
  port: number;
  uploads?: number;
  signIns?: number;
  connections: number;
  seconds: number;
}): Promise<void> {
  // The attempt limits would refuse one address's tenth upload or sign-in: scaled out of the way.
  const shop = await startShop({ port, env: { RATE_LIMIT_FACTOR: "1000" } });
  try {
    const api = apiProcessOf(shop);
    console.log(`\nThe embedded API's CPU (process ${api}; seconds per request: whole process / its main thread, the event loop)`);
    const png = pngOfOneMegabyte();
    await uploadOnce(shop.base, png);
    const upload = await cpuPer(api, uploads, () => uploadOnce(shop.base, png));
    console.log(`  1 MB PNG uploadFile, ${uploads} in turn:  ${fmt(upload.process)} s / ${fmt(upload.mainThread)} s`);

    const email = `bench.${randomBytes(5).toString("hex")}@example.com`;
    const password = "bench-password-1";
    const registered = await graphql(shop.base, "mutation ($customer: CustomerInput) { accountRegister(customer: $customer) { id } }", {
      customer: { firstName: "Bench", lastName: "Mark", email, password },
    });
    if (registered.errors?.length) throw new Error(`Registering the bench's customer failed: ${registered.errors[0]!.message}`);
    const signIn = await cpuPer(api, signIns, async () => {
      const answer = await graphql(
        shop.base,
        "mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { token } }",
        {
          email,
          password,
        },
      );
      if (answer.errors?.length) throw new Error(`A sign-in failed: ${answer.errors[0]!.message}`);
    });
    console.log(`  accountLogin (right password), ${signIns} in turn:  ${fmt(signIn.process)} s / ${fmt(signIn.mainThread)} s`);

    const listing = "/store/category/60";
    console.log(`  ${listing} for anonymous visitors, ${connections} connections, ${seconds} s (req/s, p99, 5xx + errors, redirects):`);
    for (const [label, randomParam] of [
      ["as is", undefined],
      ["a random sort per request", "sort"],
    ] as const) {
      const result = await loadRun({ url: shop.base + listing, connections, seconds, serverPid: shop.pid, randomParam });
      const redirects = result.non2xx - result.fiveXx;
      console.log(
        `    ${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(0)} ms, ${result.fiveXx + result.errors + result.timeouts}, ${redirects}`,
      );
    }
  } finally {
    await shop.stop();
  }
}
