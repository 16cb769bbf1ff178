import type { Database } from "@commerce/db/index";
import type { Money } from "@commerce/http/money";
import type { ApiSession } from "@commerce/http/session";

/** What every resolver and REST handler gets: the database, the visitor's session and its money formatter. */
export interface ApiContext {
  db: Database;
  session: ApiSession;
  /** Formats base-currency amounts in the session currency (resolved once per request). */
  money(): Promise<Money>;
  request: Request;
  /** Settings of the running API (version, payment page behaviour). */
  settings: ApiSettings;
}

export interface ApiSettings {
  /** What the `version` query answers. */
  version: string;
  /** Where the card payment page sends the shopper back to; relative means the caller's origin. */
  storefrontUrl: string;
}
