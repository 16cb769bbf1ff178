/**
 * The servers' structured log (docs/decisions/260-operations.md): one JSON line per event through
 * pino, at the level LOG_LEVEL sets (info by default). Warnings and errors go to standard error,
 * the rest to standard output. The app's and libraries' console lines are sent through it too, so
 * that every line an operator reads has the same shape, the process's role and its pid.
 */
import { format } from "node:util";
import pino, { type Logger } from "pino";

const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "silent"]);

function levelFromEnv(): string {
  const level = process.env.LOG_LEVEL?.trim().toLowerCase() || "info";
  return LEVELS.has(level) ? level : "info";
}

/** Written synchronously: a process that exits right after an error line must not lose it. */
export const log: Logger = pino(
  { level: levelFromEnv(), base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.multistream(
    [
      { level: "trace", stream: pino.destination({ fd: 1, sync: true }) },
      { level: "warn", stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  ),
);

/** Names the process in every line from here on (supervisor, web, api). */
export function setLogRole(role: string): void {
  log.setBindings({ role });
}

/**
 * console.log/info/warn/error/debug of this process as log lines: an Error argument is logged with
 * its stack under `err`, the rest formatted into `msg` as console would.
 */
export function routeConsoleThroughLogger(): void {
  const route =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = error ? args.filter((arg) => arg !== error) : args;
      const message = rest.length > 0 ? format(...rest) : (error?.message ?? "");
      if (error) log[level]({ err: error }, message);
      else log[level](message);
    };
  console.debug = route("debug");
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
}

/** What a rejection's reason was, for the log line: an Error as itself, else its kind and status. */
function reasonOf(reason: unknown): Record<string, unknown> {
  if (reason instanceof Error) return { err: reason };
  if (reason && typeof reason === "object") {
    const status = (reason as { init?: { status?: unknown } }).init?.status ?? (reason as { status?: unknown }).status;
    return { reason: { type: reason.constructor?.name ?? "object", ...(typeof status === "number" ? { status } : {}) } };
  }
  return { reason: { type: typeof reason, value: String(reason).slice(0, 200) } };
}

/**
 * A promise that rejects with nobody awaiting it is logged as one error line and the process keeps
 * serving, instead of Node's default: a raw stack and exit 1, cutting every request in flight and
 * dropping the process's caches (docs/decisions/330-no-unhandled-rejection.md). Loaders await or
 * catch whatever they start; this is the net under a slip.
 */
export function keepServingOnUnhandledRejection(): void {
  process.on("unhandledRejection", (reason) =>
    log.error(reasonOf(reason), "unhandled promise rejection: logged, the process keeps serving"),
  );
}
