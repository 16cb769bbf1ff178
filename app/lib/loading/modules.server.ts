/**
 * A page made of independent modules (banners, a product carousel …): a module whose call fails
 * renders nothing and the failure is logged (docs/product/texts-and-constants.md#messages, "silent" failures), except when the
 * API itself is unreachable, which makes the page answer 503.
 */
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { isAbsent } from "~/lib/api/index-routes.server";
import { throwApiFailure } from "~/lib/http.server";

/** Which modules of a page fell back; a page with any is shown but not cached. */
export interface ModuleOutcome {
  failed: string[];
}

export async function loadModule<T>(what: string, load: Promise<T>, fallback: T, outcome?: ModuleOutcome): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof CommerceApiError && error.unavailable) throwApiFailure(error);
    // The store has no such route or operation (decisions 165, 225): the module is absent, not failing.
    if (isAbsent(error)) return fallback;
    logApiError(what, error);
    outcome?.failed.push(what);
    return fallback;
  }
}

/**
 * Awaits independent loads together and, when several fail, rethrows the first failure in the
 * order given (not in time), so the page's status and message do not depend on which call lost a race.
 */
export async function settleInOrder<T extends readonly unknown[]>(loads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(loads);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A load started now and awaited later, or never when another of the page's loads fails first and
 * the page gives up: its failure is observed at once, so that it can never become an unhandled
 * rejection, which would stop the web process (docs/decisions/330-no-unhandled-rejection.md).
 * Whoever awaits the promise returned still gets the failure.
 */
export function startedNow<T>(load: Promise<T>): Promise<T> {
  load.catch(() => undefined);
  return load;
}
