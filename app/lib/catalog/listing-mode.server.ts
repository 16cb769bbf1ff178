/**
 * The grid/list toggle's action, shared by the brand and specials routes: stores the product's `mode`
 * cookie (a plain preference the server reads; a year, the whole site). A plain form post is
 * answered with a redirect back to the listing (post/redirect/get); the enhanced form, a fetcher,
 * with data, after which the page's loaders run again with the new cookie.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { listingModeSchema } from "~/lib/forms/listing-mode";
import { isEnhanced } from "~/lib/forms/progressive";
import { DEFAULT_MODE, MODE_COOKIE, type ListingMode } from "~/lib/listing/paged-query";
import { safeRedirect } from "~/lib/safe-redirect";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The bare word, unsigned and readable by scripts like the product's client-side cookie: it only says
 * how to lay out tiles, and a forged value falls back to grid.
 */
export function modeCookieHeader(mode: ListingMode): string {
  return `${MODE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

export async function listingModeAction({ request }: ActionFunctionArgs, fallbackPath: string) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: listingModeSchema });
  const back = safeRedirect(form.get("redirectTo"), fallbackPath);
  if (submission.status !== "success") {
    if (isEnhanced(form)) return data({ mode: DEFAULT_MODE, result: submission.reply() }, { status: 400 });
    throw redirect(back, 303);
  }
  const headers = { "Set-Cookie": modeCookieHeader(submission.value.mode) };
  if (isEnhanced(form)) return data({ mode: submission.value.mode, result: submission.reply() }, { headers });
  throw redirect(back, { status: 303, headers });
}
