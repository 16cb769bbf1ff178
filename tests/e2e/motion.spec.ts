/**
 * Motion (WCAG 2.2.2): the hero slideshow and the brand carousel move by themselves, unless the
 * shopper asks for reduced motion; their pause buttons stop them. Playwright's clock runs their
 * timers at once, so nothing here waits for them.
 */
import { expect, test } from "./fixtures";

test("the hero and the brand carousel move by themselves, except with reduced motion or paused", async ({
  page,
  javaScriptEnabled,
  waitForHydration,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing moves by itself");
  await page.clock.install();
  const hero = page.getByRole("region", { name: "Featured collections" });
  const firstSlide = hero.getByRole("button", { name: "Show slide 1" });
  const brands = page.getByRole("region", { name: "Brands" });
  const open = async () => {
    await page.goto("/");
    await waitForHydration();
    // Embla is fetched when a carousel nears the screen (decision 151): bring the brands there, then back up.
    await brands.scrollIntoViewIfNeeded();
    await expect(brands).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(firstSlide).toHaveAttribute("aria-current", "true");
  };

  // Reduced motion: still after half a minute (the hero's first move is due after 10 s, the brands' after 1 s).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open();
  await page.clock.runFor(30_000);
  await expect(firstSlide).toHaveAttribute("aria-current", "true");
  await expect(brands).toHaveAttribute("data-selected", "0");

  // Without the preference the same timers do move both (so the clock did run them above).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await open();
  // A second at a time, since a looping carousel run on for long could be back at its first slide.
  const afterASecond = async (read: () => Promise<string | null>) => {
    await page.clock.runFor(1_000);
    return read();
  };
  const often = { intervals: [50], timeout: 20_000 };
  await page.clock.runFor(9_000);
  await expect.poll(() => afterASecond(() => firstSlide.getAttribute("aria-current")), often).toBe("false");
  await expect.poll(() => afterASecond(() => brands.getAttribute("data-selected")), often).not.toBe("0");

  // The pause buttons stop them where they are.
  await hero.getByRole("button", { name: "Pause slideshow" }).click();
  await brands.getByRole("button", { name: "Pause carousel" }).click();
  // Away with the pointer and the focus, which pause them too, so only the buttons hold them.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(hero.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  const heroAt = await hero
    .getByRole("button", { name: /^Show slide/ })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
  const brandsAt = await brands.getAttribute("data-selected");
  await page.clock.runFor(30_000);
  await expect(hero.getByRole("button", { name: `Show slide ${heroAt + 1}` })).toHaveAttribute("aria-current", "true");
  await expect(brands).toHaveAttribute("data-selected", brandsAt!);
});
