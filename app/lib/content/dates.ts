/**
 * Dates as the US-oriented shop writes them ("June 18, 2025"). Read in UTC, so the server's and the
 * browser's time zones cannot make the hydrated page disagree with the server's.
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}
