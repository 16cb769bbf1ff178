/**
 * Failures that say the database cannot be reached or written (docs/decisions/260-operations.md),
 * whatever the driver: a lost or refused PostgreSQL connection, a server shutting down, a full disk.
 * They are the operator's problem, not the caller's: the API answers 503, not "Unexpected error.".
 */
const CONNECTION_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[1-3]|08\d{3})$/;

/** A short code for the fault (ENOSPC, ECONNREFUSED, a SQLSTATE), or undefined for any other error. */
export function databaseFault(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ENOSPC" || /no space left/i.test(message)) return "ENOSPC";
  if (typeof code === "string" && CONNECTION_CODES.test(code)) return code;
  if (/Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(message)) return "ECONNREFUSED";
  return undefined;
}
