import { expect, test } from "./fixtures";
import { rate } from "./shop-helpers";

/** Demo blog (deterministic seed): "Style guides" (id 1) has the subcategories Face shapes and Trends; 18 posts in all. */
test.describe("blog category", () => {
  test("shows name, description, subcategory thumbnails three to a row, and the posts", async ({ page }) => {
    const response = await page.goto("/blog/category/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Style guides | Lumen Optics Journal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Style guides");
    await expect(page.locator("main")).toContainText("How to choose frames that suit your face");
    const subcategories = page.getByRole("list", { name: "Subcategories" });
    await expect(subcategories.getByRole("link")).toHaveText(["Face shapes", "Trends"]);
    await expect(subcategories.getByRole("link", { name: "Face shapes" })).toHaveAttribute("href", "/face-shapes");
    expect(await subcategories.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length)).toBe(3);

    const posts = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
    await expect(posts).toHaveCount(11);
    // Subcategories' posts are included; newest first.
    await expect(posts.first()).toContainText("The best frames for round faces");
    await expect(posts.first()).toContainText("August 20, 2025");
    await expect(posts.first().getByRole("link")).toHaveAttribute("href", "/frames-for-round-faces");
    // Four columns on a wide screen without side columns (docs/product/content-and-forms.md).
    expect(
      await page.getByRole("list", { name: "Posts" }).evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length),
    ).toBe(4);
  });

  test("answers at its keyword, as /blog/category/{keyword} and as a keyword URL", async ({ page }) => {
    for (const path of ["/blog/category/face-shapes", "/face-shapes"]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Face shapes");
      await expect(page.getByRole("list", { name: "Posts" }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Face shapes"]);
    }
  });

  test("a page past the last goes to the last page; an unknown category is a 404", async ({ page }) => {
    await page.goto("/blog/category/4?page=9");
    await expect(page).toHaveURL(/\/blog\/category\/4(\?page=\d+)?$/);
    await expect(page.getByRole("list", { name: "Posts" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByText("There are no posts to list in this category.")).toHaveCount(0);
    const response = await page.goto("/blog/category/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test.describe("blog search", () => {
  test("lists every post, twelve to a page, with pages by ?page=", async ({ page }) => {
    await page.goto("/blog/search");
    const posts = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
    await expect(posts).toHaveCount(12);
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL("**/blog/search?page=2");
    await expect(posts).toHaveCount(6);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog/search");
  });

  test("searching goes to /blog/search/{keyword}; nothing found says so", async ({ page }) => {
    await page.goto("/blog/search");
    await page.getByRole("searchbox", { name: "Search Criteria" }).fill("  faces ");
    await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL("**/blog/search/faces");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts about “faces”");
    await expect(page.getByRole("searchbox", { name: "Search Criteria" })).toHaveValue("faces");
    const posts = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
    await expect(posts.first()).toBeVisible();
    for (const text of await posts.allTextContents()) expect(text.toLowerCase()).toContain("face");
    await expect(page).toHaveTitle("Posts about “faces” | Lumen Optics Journal");

    // Quotes and punctuation around the word find what the word finds, as product search does.
    const found = await posts.count();
    await page.goto(`/blog/search/${encodeURIComponent('"faces",')}`);
    await expect(posts).toHaveCount(found);

    await page.goto("/blog/search/no-such-topic-anywhere");
    await expect(page.getByText("There are no posts that match the search criteria.")).toBeVisible();
  });
});

test.describe("blog post", () => {
  test("shows image, title, body, 'posted by' with the date, the rating above 0, and the posts around it", async ({ page }) => {
    const response = await page.goto("/blog/post/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("The best frames for round faces | Lumen Optics Journal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The best frames for round faces");
    await expect(page.getByText("Posted by Lumen Optics on August 20, 2025")).toBeVisible();
    await expect(
      page
        .locator("article")
        .getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator("article")).toContainText("A round face has soft curves");
    await expect(page.locator("article img").first()).toHaveAttribute("src", "/api/image/blog/6.svg");

    const more = page.getByRole("navigation", { name: "More posts" });
    await expect(more.getByRole("link", { name: /Previous post/ })).toHaveAttribute("href", "/trend-clear-frames");
    await more.getByRole("link", { name: /Next post/ }).click();
    await page.waitForURL("**/blue-light-explained");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blue light glasses: what they do and don't do");
  });

  test("a post without ratings shows none; its keyword URLs render it", async ({ page }) => {
    for (const path of ["/blog/post/heart-shaped-face-glasses", "/heart-shaped-face-glasses"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glasses for heart-shaped faces");
      await expect(page.getByTestId("rating-summary")).toHaveCount(0);
      await expect(page.locator("article header").getByRole("img", { name: /^Rated/ })).toHaveCount(0);
    }
    expect((await page.goto("/blog/post/9999"))?.status()).toBe(404);
  });

  test("a review: invalid input answered in place, then listed with the average", async ({ page, waitForHydration }, testInfo) => {
    await page.goto("/oval-face-lucky");
    await waitForHydration();
    const form = page.locator("form#review");
    // Blank after trimming; (the field itself takes at most 32 characters).
    await form.getByRole("textbox", { name: "Author name" }).fill("   ");
    await expect(form.getByRole("textbox", { name: "Author name" })).toHaveAttribute("maxlength", "32");
    await form.getByRole("textbox", { name: "Review text" }).fill("Helpful!");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("alert")).toHaveText("Rating field is required");
    await expect(form.getByText("Value is required")).toBeVisible();
    await expect(form.getByText("This field should be at least 25 characters long")).toBeVisible();

    const author = `Reader ${testInfo.project.name} ${Date.now() % 100000}`;
    await rate(form, 5);
    await form.getByRole("textbox", { name: "Author name" }).fill(author);
    await form.getByRole("textbox", { name: "Review text" }).fill("Clear advice, and the pictures make it easy to follow.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await expect(page.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: author })).toContainText(
      "Clear advice",
    );
    await expect(page.getByTestId("rating-summary")).toBeVisible();
    await expect(page.locator("form#review")).toHaveCount(0);
    await expect(page.locator("[data-reviewed]")).toContainText("You have already written a review for this item.");
  });
});
