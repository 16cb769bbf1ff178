/**
 * Content over HTTP: information pages, SEO keyword resolution, home and contact details, the
 * blog, product and post reviews, the contact form, languages, countries and zones.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_REVIEWED } from "@commerce/domain/catalogue/reviews";
import { footerPageKeywords } from "@config/store";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { ids } from "../support/catalog-oracle";

let server: TestApi;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestApi({ version: "1.2.3" });
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

const rows = async (sql: string, params: unknown[] = []) => (await server.api.db.query<any>(sql, params)).rows;

describe("information pages", () => {
  it("finds a page by id or keyword, with name, deprecated title, url and meta", async () => {
    const [page] = await rows(`select * from information where status and keyword is not null order by sort_order, id limit 1`);
    const query = `query($id: String) { page(id: $id) { id name title description keyword sort_order url meta { title description keyword } } }`;
    const expected = {
      id: String(page.id),
      name: page.title,
      title: page.title,
      description: page.description,
      keyword: page.keyword,
      sort_order: page.sort_order,
      url: `/${page.keyword}`,
      meta: { title: page.meta_title || page.title, description: page.meta_description, keyword: page.meta_keyword },
    };
    expect((await shopper.data(query, { id: String(page.id) })).page).toEqual(expected);
    expect((await shopper.data(query, { id: page.keyword })).page).toEqual(expected);
  });

  it("answers null for unknown and disabled pages", async () => {
    const [draft] = await rows(`insert into information (title, keyword, status) values ('Draft', 'draft-page', false) returning id`);
    try {
      const data = await shopper.data(
        `query($d: String) { a: page(id: "99999999") { id } b: page(id: $d) { id } c: page(id: "draft-page") { id } d: page(id: "no-such-page") { id } }`,
        {
          d: String(draft.id),
        },
      );
      expect(data).toEqual({ a: null, b: null, c: null, d: null });
      expect(ids((await shopper.data(`{ pagesList(size: -1) { content { id } } }`)).pagesList.content)).not.toContain(draft.id);
    } finally {
      await rows(`delete from information where id = $1`, [draft.id]);
    }
  });

  it("lists enabled pages by sort_order, four for the footer", async () => {
    const enabled = await rows(`select id from information where status order by sort_order, id`);
    const data = await shopper.data(
      `{ footer: pagesList(page: 1, size: 4) { content { id name url } totalElements totalPages } all: pagesList(size: -1) { content { id } } }`,
    );
    expect(ids(data.footer.content)).toEqual(enabled.slice(0, 4).map((r) => r.id));
    expect(data.footer.totalElements).toBe(enabled.length);
    expect(data.footer.totalPages).toBe(Math.ceil(enabled.length / 4));
    expect(ids(data.all.content)).toEqual(enabled.map((r) => r.id));
  });

  it("searches page titles case-insensitively", async () => {
    const [page] = await rows(`select id, title from information where status order by id limit 1`);
    const needle = page.title.slice(0, 4).toUpperCase();
    const data = await shopper.data(`query($s: String) { pagesList(search: $s, size: -1) { content { id name } } }`, { s: needle });
    expect(ids(data.pagesList.content)).toContain(page.id);
    expect(data.pagesList.content.every((p: { name: string }) => p.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
  });
});

describe("searchUrl", () => {
  const SEARCH = `query($url: String) { searchUrl(url: $url) { id type url } }`;
  const resolve = async (url: string) => (await shopper.data(SEARCH, { url })).searchUrl;

  it("resolves every footer link to its information page", async () => {
    for (const keyword of footerPageKeywords) {
      const [page] = await rows(`select id from information where keyword = $1 and status`, [keyword]);
      expect(page, `an information page with keyword ${keyword}`).toBeDefined();
      expect(await resolve(`/${keyword}`)).toEqual({ id: String(page.id), type: "page", url: `/${keyword}` });
    }
  });

  it("resolves product, category, brand, post and blog category keywords, under the module's type names", async () => {
    const cases = [
      ["product", `select id, keyword from product where keyword is not null and status limit 1`],
      ["category", `select id, keyword from category where keyword is not null and status limit 1`],
      ["manufacturer", `select id, keyword from manufacturer where keyword is not null limit 1`],
      ["blog-post", `select id, keyword from blog_post where keyword is not null limit 1`],
      ["blog-category", `select id, keyword from blog_category where keyword is not null limit 1`],
    ] as const;
    for (const [type, sql] of cases) {
      const [row] = await rows(sql);
      expect(row, `a ${type} with a keyword`).toBeDefined();
      // A trailing slash or query string does not change what the path names.
      expect(await resolve(`/${row.keyword}/?utm_source=mail`)).toEqual({
        id: String(row.id),
        type,
        url: `/${row.keyword}/?utm_source=mail`,
      });
    }
  });

  it("settles a keyword used by several kinds of item in favour of the product", async () => {
    const [product] = await rows(`select id, keyword from product where keyword is not null and status limit 1`);
    await server.api.db.query(`insert into information (title, keyword) values ('Clash', $1)`, [product.keyword]);
    try {
      expect(await resolve(`/${product.keyword}`)).toEqual({ id: String(product.id), type: "product", url: `/${product.keyword}` });
    } finally {
      await server.api.db.query(`delete from information where title = 'Clash'`);
    }
  });

  it("answers nulls for an unknown keyword, an empty url and a disabled item", async () => {
    expect(await resolve("/no-such-thing")).toEqual({ id: null, type: null, url: "/no-such-thing" });
    expect(await resolve("/")).toEqual({ id: null, type: null, url: "/" });
    const [product] = await rows(`select id, keyword from product where keyword is not null order by id limit 1`);
    await rows(`update product set status = false where id = $1`, [product.id]);
    try {
      expect(await resolve(`/${product.keyword}`)).toEqual({ id: null, type: null, url: `/${product.keyword}` });
    } finally {
      await rows(`update product set status = true where id = $1`, [product.id]);
    }
  });
});

describe("home, contact, version and languages", () => {
  it("answers the version the API was started with", async () => {
    expect(await shopper.data(`{ version }`)).toEqual({ version: "1.2.3" });
  });

  it("gives the home page meta from the store's settings", async () => {
    const [store] = await rows(`select value from setting where key = 'store'`);
    const { home } = await shopper.data(`{ home { meta { title description keyword } } }`);
    expect(home.meta.title).toBe(store.value.meta_title ?? store.value.name);
    expect(home.meta.title.length).toBeGreaterThan(0);
    expect(home.meta.description).toBe(store.value.meta_description ?? "");
  });

  it("gives the store's contact details and locations", async () => {
    const [store] = await rows(`select value from setting where key = 'store'`);
    const locations = await rows(`select * from location order by sort_order, id`);
    const { contact } = await shopper.data(
      `{ contact { store address email telephone locations { address telephone open comment image imageLazy geocode fax } } }`,
    );
    expect(contact).toMatchObject({
      store: store.value.name,
      address: store.value.address,
      email: store.value.email,
      telephone: store.value.telephone,
    });
    expect(contact.locations).toEqual(
      locations.map((l) => ({
        address: l.address,
        telephone: l.telephone,
        open: l.open,
        comment: l.comment,
        image: l.image,
        imageLazy: l.image,
        geocode: l.geocode,
        fax: l.fax,
      })),
    );
    expect(contact.locations.length).toBeGreaterThan(0);
  });

  it("lists languages and switches the session's language", async () => {
    const languages = await rows(`select code from language order by sort_order, code`);
    const visitor = new Shopper(server.url);
    const before = await visitor.data(`{ language { code name active } }`);
    expect(before.language.map((l: { code: string }) => l.code)).toEqual(languages.map((l) => l.code));
    expect(before.language.filter((l: { active: boolean }) => l.active)).toHaveLength(1);

    const code = languages[languages.length - 1].code;
    const changed = await visitor.data(`mutation($code: String) { editLanguage(code: $code) { code active } }`, {
      code: code.toUpperCase(),
    });
    expect(changed.editLanguage.find((l: { active: boolean }) => l.active).code).toBe(code);
    const after = await visitor.data(`{ language { code active } }`);
    expect(after.language.find((l: { active: boolean }) => l.active).code).toBe(code);
    expect((await visitor.gql(`mutation { editLanguage(code: "xx-yy") { code } }`)).errors?.[0].message).toMatch(/xx-yy/);
  });
});

describe("blog", () => {
  const POST = `query($id: String) { post(id: $id) {
    id name title shortDescription description datePublished keyword url rating
    prev { id name } next { id name } categories { id name } reviews { totalElements content { author rating } } meta { title }
  } }`;

  it("links every post to its neighbours by publication date across the whole blog", async () => {
    const posts = await rows(`select id, name from blog_post order by date_published, id`);
    expect(posts.length).toBeGreaterThan(2);
    for (let i = 0; i < posts.length; i++) {
      const { post } = await shopper.data(POST, { id: String(posts[i].id) });
      expect(post.prev).toEqual(i > 0 ? { id: String(posts[i - 1].id), name: posts[i - 1].name } : null);
      expect(post.next).toEqual(i < posts.length - 1 ? { id: String(posts[i + 1].id), name: posts[i + 1].name } : null);
    }
  });

  it("gives a post's fields, categories and an ISO publication date; finds it by keyword", async () => {
    const [row] = await rows(`select * from blog_post where keyword is not null order by id limit 1`);
    const categories = await rows(
      `select c.id from blog_post_to_category pc join blog_category c on c.id = pc.category_id where pc.post_id = $1 order by c.sort_order, c.id`,
      [row.id],
    );
    const { post } = await shopper.data(POST, { id: row.keyword });
    expect(post).toMatchObject({
      id: String(row.id),
      name: row.name,
      title: row.name,
      shortDescription: row.short_description,
      description: row.description,
      url: `/${row.keyword}`,
      datePublished: new Date(row.date_published).toISOString(),
      meta: { title: row.meta_title || row.name },
    });
    expect(ids(post.categories)).toEqual(categories.map((c) => c.id));
    expect((await shopper.data(`{ post(id: "99999999") { id } }`)).post).toBeNull();
  });

  it("lists posts newest first, by category (with subcategories) and by search", async () => {
    const all = await rows(`select id, name from blog_post order by date_published desc, id desc`);
    const data = await shopper.data(
      `{ postsList(sort: "date_published", order: "DESC", size: 2) { content { id } totalElements totalPages number } }`,
    );
    expect(data.postsList).toEqual({
      content: all.slice(0, 2).map((p) => ({ id: String(p.id) })),
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 2),
      number: 1,
    });

    const [parent] = await rows(`select p.id from blog_category p where exists (select 1 from blog_category c where c.parent_id = p.id
      and exists (select 1 from blog_post_to_category pc where pc.category_id = c.id)) limit 1`);
    expect(parent, "a blog category whose subcategory has posts").toBeDefined();
    const inTree = await rows(
      `select distinct pc.post_id as id from blog_post_to_category pc join blog_category c on c.id = pc.category_id
      where c.id = $1 or c.parent_id = $1 order by 1`,
      [parent.id],
    );
    const byCategory = await shopper.data(`query($c: String) { postsList(category_id: $c, size: 12) { content { id } } }`, {
      c: String(parent.id),
    });
    expect(ids(byCategory.postsList.content).sort((a, b) => a - b)).toEqual(inTree.map((r) => r.id));

    const needle = all[0].name.split(" ")[0].toUpperCase();
    const found = await shopper.data(`query($s: String) { postsList(search: $s, size: -1) { content { id name } } }`, { s: ` ${needle} ` });
    expect(ids(found.postsList.content)).toContain(all[0].id);
  });

  it("gives blog categories with children, by id or keyword", async () => {
    const [parent] = await rows(
      `select p.* from blog_category p where exists (select 1 from blog_category c where c.parent_id = p.id) order by p.id limit 1`,
    );
    const children = await rows(`select id from blog_category where parent_id = $1 order by sort_order, id`, [parent.id]);
    const top = await rows(`select id from blog_category where parent_id = 0 order by sort_order, id`);
    const data = await shopper.data(
      `query($id: String) {
      categoryBlog(id: $id) { id name parent_id url categories { id parent_id } meta { title } }
      categoriesBlogList(parent: 0, size: -1) { content { id } }
    }`,
      { id: parent.keyword ?? String(parent.id) },
    );
    expect(data.categoryBlog).toMatchObject({
      id: String(parent.id),
      name: parent.name,
      parent_id: "0",
      meta: { title: parent.meta_title || parent.name },
    });
    expect(data.categoryBlog.url).toBe(parent.keyword ? `/${parent.keyword}` : `/blog/category/${parent.id}`);
    expect(ids(data.categoryBlog.categories)).toEqual(children.slice(0, 3).map((c) => c.id));
    expect(ids(data.categoriesBlogList.content)).toEqual(top.map((c) => c.id));
  });
});

describe("reviews", () => {
  const review = { author: "Jordan", content: "Light, comfortable and the hinges feel very solid.", rating: 4 };
  const ADD_REVIEW = `mutation($id: String, $author: String, $content: String, $rating: Float) {
    addReview(id: $id, author: $author, content: $content, rating: $rating) { id rating reviewsCount reviews { author content rating } }
  }`;
  const ADD_POST_REVIEW = `mutation($id: String, $author: String, $content: String, $rating: Float) {
    addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) { id rating reviews { totalElements content { author content rating } } }
  }`;

  const invalidReviews: [Record<string, unknown>, string][] = [
    [{ rating: null }, "Rating field is required"],
    [{ rating: 0 }, "Rating field is required"],
    [{ rating: 6 }, "The maximum value allowed is 5"],
    [{ rating: -1 }, "The minimum value allowed is 1"],
    [{ author: "   " }, "Value is required"],
    [{ author: "x".repeat(33) }, "The maximum length allowed is 32"],
    [{ content: "Too short to be useful." }, "This field should be at least 25 characters long"],
    [{ content: "y".repeat(1001) }, "The maximum length allowed is 1000"],
  ];

  async function productWithoutReviews(): Promise<number> {
    const [row] = await rows(
      `select id from product p where status and not exists (select 1 from review r where r.product_id = p.id) order by id limit 1`,
    );
    return row.id;
  }

  it("refuses an invalid product review with the form's message and stores nothing", async () => {
    const id = await productWithoutReviews();
    for (const [change, message] of invalidReviews) {
      const result = await shopper.gql(ADD_REVIEW, { id: String(id), ...review, ...change });
      expect(result.errors?.[0].message, JSON.stringify(change)).toBe(message);
    }
    expect(await rows(`select 1 from review where product_id = $1`, [id])).toEqual([]);
    expect((await shopper.gql(ADD_REVIEW, { id: "99999999", ...review })).errors?.[0].message).toBe("Product not found");
  });

  it("stores a product review and returns the product with it", async () => {
    const id = await productWithoutReviews();
    const { addReview } = await shopper.data(ADD_REVIEW, { id: String(id), ...review, author: `  ${review.author}  `, rating: 5 });
    expect(addReview).toEqual({
      id: String(id),
      rating: 5,
      reviewsCount: 1,
      reviews: [{ author: review.author, content: review.content, rating: 5 }],
    });
    const stored = await rows(`select author, content, rating from review where product_id = $1`, [id]);
    expect(stored).toEqual([{ author: review.author, content: review.content, rating: 5 }]);

    // One review per product and shopper: a second one is refused and the rating stays.
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await shopper.gql(ADD_REVIEW, { id: String(id), ...review, rating: 1 });
      expect(again.errors?.[0]).toMatchObject({ message: ALREADY_REVIEWED, extensions: { code: "BAD_USER_INPUT", field: "content" } });
    }
    await new Shopper(server.url).data(ADD_REVIEW, { id: String(id), ...review, rating: 2 });
    const { product } = await shopper.data(`query($id: String) { product(id: $id) { rating reviews { rating } } }`, { id: String(id) });
    expect(product).toEqual({ rating: 3.5, reviews: [{ rating: 2 }, { rating: 5 }] });
  });

  it("lets a logged-in customer review a product once, whichever session they use", async () => {
    const id = await productWithoutReviews();
    const email = `reviewer-${Date.now()}@example.com`;
    const customer = { firstName: "Rae", lastName: "View", email, password: "secret1", phone: "" };
    const LOGIN = `mutation($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`;
    await shopper.data(`mutation($customer: CustomerInput) { accountRegister(customer: $customer) { id } }`, { customer });
    const [first, second] = [new Shopper(server.url), new Shopper(server.url)];
    for (const device of [first, second]) await device.data(LOGIN, { email, password: "secret1" });
    await first.data(ADD_REVIEW, { id: String(id), ...review, rating: 1 });
    expect((await second.gql(ADD_REVIEW, { id: String(id), ...review, rating: 1 })).errors?.[0].message).toBe(ALREADY_REVIEWED);
    expect(await rows(`select rating from review where product_id = $1`, [id])).toEqual([{ rating: 1 }]);
  });

  it("validates and stores a blog post review", async () => {
    const [post] = await rows(
      `select id from blog_post p where not exists (select 1 from blog_review r where r.post_id = p.id) order by id limit 1`,
    );
    for (const [change, message] of invalidReviews.slice(0, 3)) {
      expect((await shopper.gql(ADD_POST_REVIEW, { id: String(post.id), ...review, ...change })).errors?.[0].message).toBe(message);
    }
    await shopper.data(ADD_POST_REVIEW, { id: String(post.id), ...review, rating: 5 });
    expect((await shopper.gql(ADD_POST_REVIEW, { id: String(post.id), ...review, rating: 1 })).errors?.[0].message).toBe(ALREADY_REVIEWED);
    const { addBlogPostReview } = await new Shopper(server.url).data(ADD_POST_REVIEW, { id: String(post.id), ...review, rating: 2 });
    expect(addBlogPostReview).toMatchObject({ id: String(post.id), rating: 3.5, reviews: { totalElements: 2 } });
    expect(addBlogPostReview.reviews.content.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(await rows(`select author, rating from blog_review where post_id = $1 order by id`, [post.id])).toEqual([
      { author: review.author, rating: 5 },
      { author: review.author, rating: 2 },
    ]);
    expect((await shopper.gql(ADD_POST_REVIEW, { id: "99999999", ...review })).errors?.[0].message).toBe("Post not found");
  });
});

describe("contact form", () => {
  const SEND = `mutation($name: String, $email: String, $message: String) { contactSend(name: $name, email: $email, message: $message) { status } }`;
  const valid = { name: "Robin Park", email: "robin@example.com", message: "Do you stock the Aurelle in green?" };

  it("refuses invalid input with the form's messages", async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{ name: "" }, "Value is required"],
      [{ name: "Al" }, "This field should be at least 3 characters long"],
      [{ name: "n".repeat(33) }, "The maximum length allowed is 32"],
      [{ email: "robin.example.com" }, "Value is not a valid email address"],
      [{ email: null }, "Value is required"],
      [{ message: "Too short" }, "This field should be at least 10 characters long"],
      [{ message: "m".repeat(3001) }, "The maximum length allowed is 3000"],
    ];
    for (const [change, message] of cases) {
      const result = await shopper.gql(SEND, { ...valid, ...change });
      expect(result.errors?.[0].message, JSON.stringify(change)).toBe(message);
    }
    expect(await rows(`select 1 from contact_message`)).toEqual([]);
  });

  it("stores a valid message, trimmed", async () => {
    expect(await shopper.data(SEND, { ...valid, name: `  ${valid.name} ` })).toEqual({ contactSend: { status: true } });
    expect(await rows(`select name, email, message from contact_message`)).toEqual([valid]);
  });
});

describe("countries and zones", () => {
  it("lists every country by name", async () => {
    const countries = await rows(`select id, name from country`);
    countries.sort((a, b) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id,
    );
    const data = await shopper.data(`{ countriesList(page: 1, size: -1) { content { id name } totalElements } }`);
    expect(data.countriesList.content).toEqual(countries.map((c) => ({ id: String(c.id), name: c.name })));
    expect(data.countriesList.totalElements).toBe(countries.length);
  });

  it("finds countries by name and id", async () => {
    const [us] = await rows(`select id, name from country where iso_code_2 = 'US'`);
    const data = await shopper.data(
      `query($id: Int) { countriesList(search: "united st", size: -1) { content { id } } country(id: $id) { id name } none: country(id: 99999999) { id } }`,
      { id: us.id },
    );
    expect(ids(data.countriesList.content)).toContain(us.id);
    expect(data.country).toEqual({ id: String(us.id), name: us.name });
    expect(data.none).toBeNull();
  });

  it("lists the zones of the United States and none for a zone-less country", async () => {
    const [us] = await rows(`select id from country where iso_code_2 = 'US'`);
    const zones = await rows(`select id, name from zone where country_id = $1`, [us.id]);
    const [zoneless] = await rows(`select id from country c where not exists (select 1 from zone z where z.country_id = c.id) limit 1`);
    expect(zones.length).toBeGreaterThan(1);
    const data = await shopper.data(
      `query($us: String, $none: String) {
      us: zonesList(country_id: $us, page: 1, size: -1) { content { id name countryId } totalElements }
      none: zonesList(country_id: $none, page: 1, size: -1) { content { id } totalElements }
    }`,
      { us: String(us.id), none: String(zoneless.id) },
    );
    expect(data.us.totalElements).toBe(zones.length);
    expect(data.us.content.every((z: { countryId: string }) => z.countryId === String(us.id))).toBe(true);
    const names = data.us.content.map((z: { name: string }) => z.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(data.none).toEqual({ content: [], totalElements: 0 });

    const zone = zones[0];
    expect((await shopper.data(`query($id: Int) { zone(id: $id) { id name countryId } }`, { id: zone.id })).zone).toEqual({
      id: String(zone.id),
      name: zone.name,
      countryId: String(us.id),
    });
  });
});
