import { expect, type Page, type TestInfo } from "@playwright/test";

/**
 * With JavaScript on, waits until React has hydrated the shell (the header's category navigation
 * marks itself enhanced), so that a click is handled by the app rather than by a page that has
 * not yet come alive. Without JavaScript there is nothing to wait for.
 */
export async function waitForHydration(page: Page, testInfo?: TestInfo) {
  if (testInfo?.project.use.javaScriptEnabled === false) return;
  // includeHidden: on a phone the category bar is hidden, yet it still marks the page enhanced.
  await expect(page.getByRole("navigation", { name: "Featured categories", includeHidden: true })).toHaveAttribute("data-enhanced", "true");
}
