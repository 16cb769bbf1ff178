/**
 * The periodic clean-up (docs/decisions/131-session-rotation-and-expiry.md): sessions idle past
 * the limit go with their guest cart and wishlist rows, contact messages past their retention, and
 * uploaded files no order took within a day.
 * Orders, return requests, reviews and customers are business records and are kept.
 */
import type { Queryable } from "@commerce/db/index";
import { removeUnattachedUploads } from "@commerce/domain/content/uploads";
import type { ApiSettings } from "@commerce/domain/context";
import { removeExpiredSessions } from "./session";

const HOURLY = 60 * 60 * 1000;

export interface CleanupResult {
  sessions: number;
  contactMessages: number;
  uploads: number;
}

export async function cleanUp(
  db: Queryable,
  settings: Pick<ApiSettings, "sessionIdleDays" | "contactRetentionDays">,
): Promise<CleanupResult> {
  const sessions = await removeExpiredSessions(db, settings.sessionIdleDays);
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (delete from contact_message where created_at < now() - make_interval(days => $1::int) returning 1)
     select count(*)::int as removed from gone`,
    [settings.contactRetentionDays],
  );
  const uploads = await removeUnattachedUploads(db);
  return { sessions, contactMessages: rows[0]?.removed ?? 0, uploads };
}

/** Cleans up now and then hourly; the timer never keeps the process alive. `stop` waits for a run under way. */
export function startCleanup(db: Queryable, settings: ApiSettings): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = cleanUp(db, settings).catch((error: unknown) => console.error("Clean-up of expired sessions failed:", error));
  };
  run();
  const timer = setInterval(run, HOURLY);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
