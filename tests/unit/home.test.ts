import { describe, expect, it } from "vitest";
import { BRAND_AUTOPLAY, HERO_SLIDESHOW, stepSlide } from "~/components/home/slideshow";
import { DEFAULT_CATEGORY_IDS } from "~/lib/category-ids";
import { formatDay, isoDay, promoCoupon, toBanners } from "~/lib/home/promo";
import { HOME_TAB_SIZE, homeTabCategoryHref, homeTabDataHref, homeTabHref, homeTabsFor, resolveHomeTab, tabSlug } from "~/lib/home/tabs";

const HOME_TABS = homeTabsFor(DEFAULT_CATEGORY_IDS);

describe("promo strip coupon", () => {
  const today = "2025-09-01";

  it("shows a public coupon whose end date is still ahead", () => {
    expect(promoCoupon({ name: "Welcome offer", date_end: "2025-12-31", code: "WELCOME15" }, today)).toEqual({
      name: "Welcome offer",
      dateEnd: "2025-12-31",
      code: "WELCOME15",
    });
  });

  it("shows it through its last day (date_end is the last valid day)", () => {
    expect(promoCoupon({ name: "Last day", date_end: today }, today)).toMatchObject({ dateEnd: today, code: null });
  });

  it("hides an ended coupon, a missing one and one with an unreadable date", () => {
    expect(promoCoupon({ name: "Summer", date_end: "2025-08-31" }, today)).toBeNull();
    expect(promoCoupon(null, today)).toBeNull();
    expect(promoCoupon({ error: "HTTP error! status: 500" }, today)).toBeNull();
    expect(promoCoupon({ name: "Odd", date_end: "31/12/2025" }, today)).toBeNull();
    expect(promoCoupon({ name: "  ", date_end: "2099-01-01" }, today)).toBeNull();
  });

  it("formats the end date as en-US, read as a calendar day", () => {
    expect(formatDay("2027-11-21")).toBe("November 21, 2027");
    expect(isoDay(new Date(Date.UTC(2025, 0, 2, 23, 59)))).toBe("2025-01-02");
  });
});

describe("banner link rule (hero and promo banners)", () => {
  it("follows absolute links as they are and gives any other a leading slash", () => {
    const banners = toBanners([
      { title: "A", image: "/a.svg", link: "https://example.com/sale" },
      { title: "B", image: "/b.svg", link: "/store/category/59" },
      { title: "C", image: "/c.svg", link: "store/category/60" },
      { title: "D", image: "/d.svg", link: "http://example.com" },
      { title: "E", image: "/e.svg", link: "" },
    ]);
    expect(banners.map((banner) => banner.href)).toEqual([
      "https://example.com/sale",
      "/store/category/59",
      "/store/category/60",
      "http://example.com",
      "/",
    ]);
    expect(banners[2]).toEqual({ title: "C", image: "/c.svg", link: "store/category/60", href: "/store/category/60" });
  });

  it("drops banners without an image, keeps the limit, and ignores what is not a list", () => {
    expect(toBanners([{ title: "no image", link: "/x" }, { image: "/p.svg", link: "x" }, null]).map((b) => b.href)).toEqual(["/x"]);
    expect(toBanners([{ image: "/1.svg" }, { image: "/2.svg" }, { image: "/3.svg" }], 2)).toHaveLength(2);
    expect(toBanners({ error: "x" })).toEqual([]);
  });
});

describe("'Selected for you' tabs", () => {
  it("are the five configured tabs with 15 products each", () => {
    expect(HOME_TABS.map((tab) => [tab.label, tab.slug, tab.categoryId])).toEqual([
      ["New arrivals", "new-arrivals", "90"],
      ["Most popular", "most-popular", "95"],
      ["Sunglasses", "sunglasses", "59"],
      ["Eyeglasses", "eyeglasses", "60"],
      ["Final sale", "final-sale", "62"],
    ]);
    expect(HOME_TAB_SIZE).toBe(15);
  });

  it("resolve ?tab= values, falling back to the first tab", () => {
    expect(resolveHomeTab("sunglasses", HOME_TABS)?.label).toBe("Sunglasses");
    expect(resolveHomeTab(" Final-Sale ", HOME_TABS)?.label).toBe("Final sale");
    expect(resolveHomeTab("nonsense", HOME_TABS)?.label).toBe("New arrivals");
    expect(resolveHomeTab(null, HOME_TABS)?.label).toBe("New arrivals");
  });

  it("leave out a tab whose category the store lacks (decision 229)", () => {
    const { mostPopular: _missing, newArrivals: _alsoMissing, ...rest } = DEFAULT_CATEGORY_IDS;
    const tabs = homeTabsFor(rest);
    expect(tabs.map((tab) => tab.label)).toEqual(["Sunglasses", "Eyeglasses", "Final sale"]);
    expect(resolveHomeTab("most-popular", tabs)?.label).toBe("Sunglasses");
    expect(resolveHomeTab(null, homeTabsFor({}))).toBeNull();
  });

  it("link to the tab without JavaScript, to its category as 'See more', and to its data", () => {
    const tab = resolveHomeTab("most-popular", HOME_TABS)!;
    expect(homeTabHref(tab)).toBe("/?tab=most-popular#selected-for-you");
    expect(homeTabCategoryHref(tab)).toBe("/store/category/95");
    expect(homeTabDataHref(tab)).toBe("/resources/home-tab?tab=most-popular");
  });

  it("turn labels into address-safe slugs", () => {
    expect(tabSlug("Men's & Women's Frames!")).toBe("men-s-women-s-frames");
  });
});

describe("hero slideshow", () => {
  it("runs on the product's timing: 4 s per slide after a 10 s first delay, 300 ms transition, looping", () => {
    expect(HERO_SLIDESHOW).toEqual({ intervalMs: 4000, startAfterMs: 10_000, transitionMs: 300, loop: true });
    expect(BRAND_AUTOPLAY.intervalMs).toBe(1000);
  });

  it("wraps around when looping and stops at the ends otherwise", () => {
    expect(stepSlide(2, 1, 3, true)).toBe(0);
    expect(stepSlide(0, -1, 3, true)).toBe(2);
    expect(stepSlide(2, 1, 3, false)).toBe(2);
    expect(stepSlide(0, -1, 3, false)).toBe(0);
    expect(stepSlide(1, 1, 3, false)).toBe(2);
    expect(stepSlide(0, 1, 0, true)).toBe(0);
  });
});
