/**
 * What a demanding shopper still tripped on, checked over HTTP on the built server:
 * the posts a browser makes without JavaScript (documents) and with it (Remix's `.data` requests).
 * Each visitor has an address of its own (the server trusts a proxy), so rate limits stay apart.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { Visitor as AnonymousVisitor } from "../support/visitor";

const base = inject("shopUrl");

/** A shopper with a cookie jar who can sign up. */
class Visitor extends AnonymousVisitor {
  /** A new customer, signed in. */
  async register(): Promise<string> {
    const email = `edges.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const answer = await this.post("/account/register", registration(email));
    expect(answer.status).toBe(302);
    return email;
  }
}

/** The sign-up form of a new customer. */
function registration(email: string): Record<string, string> {
  return { firstName: "Edge", lastName: "Case", email, phone: "", password: "secret12", confirmPassword: "secret12" };
}

interface ListedProduct {
  id: string;
  name: string;
  stock: boolean;
  options: { id: string; name: string; type: string; required: boolean }[];
}
let products: ListedProduct[];

beforeAll(async () => {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ productsList(size: 200) { content { id name stock options { id name type required } } } }" }),
  });
  products = ((await response.json()) as { data: { productsList: { content: ListedProduct[] } } }).data.productsList.content;
});

/** The opening tag of the form control named `name`. */
const controlTag = (html: string, name: string) =>
  new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name.replace(/[[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0] ?? "";

/** A valid address for the form on `path`: its preselected country and that country's first zone. */
async function addressOnForm(visitor: Visitor, path: string) {
  const form = await visitor.get(path);
  const select = (name: string) => new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(form.html)?.[0] ?? "";
  const countryId = /<option[^>]*value="(\d+)"[^>]*selected/.exec(select("countryId"))?.[1] ?? "";
  const zoneId = /<option[^>]*value="(\d+)"/.exec(select("zoneId"))?.[1] ?? "";
  return {
    firstName: "Edge",
    lastName: "Case",
    company: "",
    address1: "1 Main Street",
    address2: "",
    city: "Springfield",
    zipcode: "12345",
    countryId,
    zoneId,
  };
}

/**
 * The fields of the form on `path`, filled in as a shopper would:
 * the checkout's address fields are the store's own (decision 166), so they are read from the page.
 */
async function filledForm(visitor: Visitor, path: string): Promise<Record<string, string>> {
  const html = (await visitor.get(path)).html;
  const values: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const type = /\btype="([^"]+)"/.exec(tag)?.[1] ?? "text";
    if (!name || name === "intent" || name === "coupon" || ["radio", "checkbox", "submit"].includes(type)) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    values[name] =
      value ||
      (type === "email" || /mail/i.test(name)
        ? "edge.case@example.com"
        : /phone/i.test(name)
          ? "5550100"
          : /post|zip/i.test(name)
            ? "12345"
            : "Edge Case");
  }
  for (const [select, name] of html.matchAll(/<select\b[^>]*\bname="([^"]+)"[\s\S]*?<\/select>/g)) {
    values[name!] = /<option[^>]*value="([^"]+)"[^>]*selected/.exec(select)?.[1] ?? /<option[^>]*value="([^"]+)"/.exec(select)?.[1] ?? "";
  }
  return values;
}

describe("forms say what is wrong, where it is wrong", () => {
  it("a store refusal also marks the field it concerns", async () => {
    const first = new Visitor();
    const email = await first.register();
    const second = new Visitor();
    const taken = await second.post("/account/register", registration(email));
    expect(taken.status).toBe(400);
    expect(taken.html).toContain("already registered");
    expect(controlTag(taken.html, "email")).toMatch(/aria-invalid="true"/);
    expect(controlTag(taken.html, "firstName")).not.toMatch(/aria-invalid/);
  });

  it("every missing required option is flagged at once; a quantity of 0, -1 or 'abc' is refused, not made 1", async () => {
    const product = products.find((candidate) => candidate.stock && candidate.options.filter((option) => option.required).length >= 2);
    expect(product, "a product with two required options").toBeDefined();
    const visitor = new Visitor();
    const missing = await visitor.post(`/store/product/${product!.id}`, { intent: "add", quantity: "1" });
    expect(missing.status).toBe(400);
    for (const option of product!.options.filter((candidate) => candidate.required))
      expect(missing.html).toContain(`${option.name} required!`);
    expect((missing.html.match(/aria-invalid="true"/g) ?? []).length).toBeGreaterThanOrEqual(2);

    const simple = products.find((candidate) => candidate.stock && !candidate.options.some((option) => option.required))!;
    for (const quantity of ["0", "-1", "abc"]) {
      const refused = await visitor.post(`/store/product/${simple.id}`, { intent: "add", quantity });
      expect(refused.status, quantity).toBe(400);
      expect(refused.html).toContain("Please enter a whole number of 1 or more as the quantity.");
      expect(controlTag(refused.html, "quantity")).toMatch(/aria-invalid="true"/);
    }
    const cart = await visitor.get("/store/cart");
    expect(cart.html).not.toContain(simple.name);
  });
});

describe("another tab changed things", () => {
  it("a heart that said 'Add' adds, even when another tab added the product already", async () => {
    const visitor = new Visitor();
    const product = products[0]!;
    const heart = { intent: "toggle", id: product.id, wished: "0", redirectTo: `/store/product/${product.id}` };
    expect((await visitor.post("/account/wishlist", heart)).status).toBe(302);
    // The second tab still shows "Add … to wishlist".
    expect((await visitor.post("/account/wishlist", heart)).status).toBe(302);
    expect((await visitor.get(`/store/product/${product.id}`)).html).toContain(`Remove ${product.name} from wishlist`);
    // And a heart that said "Remove" removes, twice or not.
    const remove = { ...heart, wished: "1" };
    await visitor.post("/account/wishlist", remove);
    await visitor.post("/account/wishlist", remove);
    expect((await visitor.get(`/store/product/${product.id}`)).html).toContain(`Add ${product.name} to wishlist`);
  });

  it("item 17 on a tile: its heart, in the tile's shared form, posts what it showed (add or remove), never a toggle", async () => {
    const visitor = new Visitor();
    const product = products.find((candidate) => /^[\w -]+$/.test(candidate.name))!;
    const listing = `/search/${encodeURIComponent(product.name)}`;
    const heartOf = (html: string) =>
      new RegExp(`<button[^>]*aria-label="(?:Add|Remove) ${product.name} (?:to|from) wishlist"[^>]*>`).exec(html)?.[0] ?? "";
    const shown = heartOf((await visitor.get(listing)).html);
    expect(shown).toContain('value="add"');
    expect(shown).toContain('formaction="/account/wishlist"');
    // The tile's form as a browser without JavaScript sends it, from two tabs that both showed "Add".
    const tile = { id: product.id, productUrl: `/store/product/${product.id}`, redirectTo: listing };
    await visitor.post("/account/wishlist", { ...tile, intent: "add" });
    await visitor.post("/account/wishlist", { ...tile, intent: "add" });
    expect(heartOf((await visitor.get(listing)).html)).toContain('value="remove"');
    await visitor.post("/account/wishlist", { ...tile, intent: "remove" });
    await visitor.post("/account/wishlist", { ...tile, intent: "remove" });
    expect(heartOf((await visitor.get(listing)).html)).toContain('value="add"');
  });

  it("a tile's form names only its product: a plain post returns to the page it came from, a refused add goes to the product's page (decision 214)", async () => {
    const simple = products.find((product) => product.stock && !product.options.some((option) => option.required))!;
    const optioned = products.find((product) => product.stock && product.options.some((option) => option.required))!;
    const visitor = new Visitor();
    const listing = `/search/${encodeURIComponent(simple.name)}`;
    expect((await visitor.get(listing)).html).toContain(
      `method="post" action="/store/cart" hidden=""><input type="hidden" name="id" value="${simple.id}"/></form>`,
    );
    for (const action of ["/store/cart", "/account/wishlist", "/store/compare"]) {
      const answer = await visitor.post(action, { id: simple.id, intent: "add" }, listing);
      expect([answer.status, answer.location], action).toEqual([302, listing]);
    }
    // A browser told to send no Referer: the action's own page.
    expect((await visitor.post("/store/cart", { id: simple.id, intent: "add" })).location).toBe("/store/cart");
    // docs/product/content-and-forms.md: an add a list requested that the store refuses (options to choose) goes to the product page.
    const refused = await visitor.post("/store/cart", { id: optioned.id, intent: "add" }, listing);
    expect(refused.location).toBe(`/store/product/${optioned.id}`);
    expect((await visitor.get(refused.location!)).html).toContain('data-toast="error"');
  });

  it("saving the profile after signing out elsewhere goes to the login page and back, with JavaScript too", async () => {
    const visitor = new Visitor();
    const email = await visitor.register();
    const profile = { firstName: "Edge", lastName: "Case", email, phone: "" };
    await visitor.post("/account/logout", {});
    // With JavaScript the form posts to the route's data URL: the answer must be the redirect.
    const enhanced = await visitor.post("/account/edit.data", { ...profile, _enhanced: "1" });
    expect(enhanced.html).not.toContain("You must be logged in");
    expect(enhanced.html).toContain("/account/login?redirectTo=%2Faccount%2Fedit");
    const plain = await visitor.post("/account/edit", profile);
    expect(plain.status).toBe(302);
    expect(plain.location).toBe("/account/login?redirectTo=%2Faccount%2Fedit");
  });

  it("saving an address deleted in another tab says so and goes back to the address book", async () => {
    const visitor = new Visitor();
    await visitor.register();
    const address = await addressOnForm(visitor, "/account/address/create");
    const created = await visitor.post("/account/address/create", address);
    expect(created.status, /role="alert"[\s\S]{0,300}/.exec(created.html)?.[0]).toBe(302);
    const book = await visitor.get("/account/address");
    const id = /\/account\/address\/(\d+)\/edit/.exec(book.html)?.[1];
    expect(id).toBeTruthy();
    expect((await visitor.post("/account/address", { id: id! })).status).toBe(302);
    const saved = await visitor.post(`/account/address/${id}/edit`, address);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/account/address");
    expect((await visitor.get("/account/address")).html).toContain("This address no longer exists.");
  });
});

describe("pages that were not what they said", () => {
  it("a blog category's page past the end goes to its last page, not 'no posts'", async () => {
    const visitor = new Visitor();
    const first = await visitor.get("/blog/category/1");
    expect(first.status).toBe(200);
    expect(first.html).not.toContain("There are no posts to list in this category.");
    const past = await visitor.get("/blog/category/1?page=2");
    expect(past.status).toBe(302);
    expect(past.location).toMatch(/^\/blog\/category\/1(\?page=\d+)?$/);
  });

  it("'Product Not Found' has a crumb of its own, not the id, and no delivery note", async () => {
    const missing = await new Visitor().get("/store/product/999999");
    expect(missing.status).toBe(404);
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(missing.html)?.[0] ?? "";
    expect(trail).toContain("Product unavailable");
    expect(trail).not.toContain("999999");
    expect(missing.html).toContain("Product Not Found");
    expect(missing.html).not.toContain("Expected delivery");
  });

  it("the product page's delivery promise, and checkout's free shipping in docs/product/checkout.md's words (decision 222)", async () => {
    const visitor = new Visitor();
    const simple = products.find((candidate) => candidate.stock && !candidate.options.some((option) => option.required))!;
    const page = await visitor.get(`/store/product/${simple.id}`);
    expect(page.html).toContain("Expected delivery up to 3-7 days.");
    expect((await visitor.post("/store/cart", { intent: "add", id: simple.id, quantity: "1" })).status).toBe(302);
    const information = await visitor.post("/store/checkout/?step=1", {
      ...(await filledForm(visitor, "/store/checkout/?step=1")),
      intent: "information",
    });
    expect(information.status, /role="alert"[\s\S]{0,300}/.exec(information.html)?.[0]).toBe(302);
    const shipping = await visitor.get(information.location!);
    expect(shipping.html).toContain("Free Shipping - (3-5 business days)");
  });
});

describe("rough edges", () => {
  it("a refused coupon answers a fetcher 200 (no console error), a plain post 400", async () => {
    const visitor = new Visitor();
    const enhanced = await visitor.post("/store/cart.data", { intent: "applyCoupon", coupon: "NOSUCHCODE", _enhanced: "1" });
    expect(enhanced.status).toBe(200);
    expect(enhanced.html).toMatch(/coupon/i);
    const plain = await visitor.post("/store/cart", { intent: "applyCoupon", coupon: "NOSUCHCODE" });
    expect(plain.status).toBe(400);
  });

  it("the desktop Menu lists the menu categories, not the all-frames helper 'Glasses'", async () => {
    const home = await new Visitor().get("/");
    const menu = /<nav aria-label="Categories"[\s\S]*?<\/nav>/.exec(home.html)?.[0] ?? "";
    expect(menu).toContain(">Eyeglasses<");
    expect(menu).not.toContain(">Glasses<");
  });

  it("a category search without results shows the quick links the search page shows", async () => {
    const empty = await new Visitor().get("/store/category/90?search=zzzzqqq");
    expect(empty.html).toContain("No results matched your request.");
    for (const label of ["New arrivals", "Most popular", "Final sale"])
      expect(/data-testid="no-results"[\s\S]*?<\/ul>/.exec(empty.html)?.[0] ?? "").toContain(`>${label}</a>`);
  });

  it("the footer's customer care links the return form, which a signed-in customer finds filled in", async () => {
    const guest = new Visitor();
    const footer = /<footer[\s\S]*?<\/footer>/.exec((await guest.get("/")).html)?.[0] ?? "";
    expect(footer).toMatch(/href="\/account\/return"[^>]*>Request a return</);
    expect(controlTag((await guest.get("/account/return")).html, "email")).not.toMatch(/value="[^"]/);
    const customer = new Visitor();
    const email = await customer.register();
    const form = (await customer.get("/account/return")).html;
    expect(controlTag(form, "firstName")).toContain('value="Edge"');
    expect(controlTag(form, "lastName")).toContain('value="Case"');
    expect(controlTag(form, "email")).toContain(`value="${email}"`);
  });

  it("date and time options read in the store's locale in the cart", async () => {
    const dated = products.find(
      (product) =>
        product.stock &&
        !product.options.some((option) => option.required) &&
        product.options.some((option) => option.type === "date") &&
        product.options.some((option) => option.type === "time"),
    );
    expect(dated, "a product with date and time options and nothing required").toBeDefined();
    const optionOf = (type: string) => `option[${dated!.options.find((option) => option.type === type)!.id}]`;
    const visitor = new Visitor();
    const added = await visitor.post("/store/cart", {
      intent: "add",
      id: dated!.id,
      quantity: "1",
      [optionOf("date")]: "2030-01-15",
      [optionOf("time")]: "14:30",
    });
    expect(added.status).toBe(302);
    const cart = (await visitor.get("/store/cart")).html;
    expect(cart).toContain("Jan 15, 2030");
    expect(cart).toContain("2:30 PM");
    expect(cart).not.toContain("2030-01-15");
  });

  it("brand and specials pages in list mode show each product's summary", async () => {
    const response = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ productsList(special: true, size: 200) { content { shortDescription manufacturer { id } } } }" }),
    });
    const { data } = (await response.json()) as {
      data: { productsList: { content: { shortDescription: string; manufacturer: { id: string } | null }[] } };
    };
    const summaries = data.productsList.content.map((product) => product.shortDescription).filter(Boolean);
    expect(summaries.length).toBeGreaterThan(0);
    const brandId = data.productsList.content.find((product) => product.manufacturer)!.manufacturer!.id;
    const shown = (html: string) => summaries.filter((summary) => html.includes(`>${summary}</p>`)).length;
    for (const path of ["/store/special", `/store/manufacturer/${brandId}`]) {
      const grid = await fetch(base + path).then((answer) => answer.text());
      const list = await fetch(base + path, { headers: { cookie: "mode=list" } }).then((answer) => answer.text());
      expect(shown(grid), `${path} in grid mode`).toBe(0);
      expect(shown(list), `${path} in list mode`).toBeGreaterThan(0);
    }
  });
});

describe("past the end, and limits the shopper was not told of", () => {
  it("a page past the end of search, brand or specials goes to the last page, not 'No results matched'", async () => {
    const visitor = new Visitor();
    const response = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ productsList(special: true, size: 1) { content { manufacturer { id } } } }" }),
    });
    const { data } = (await response.json()) as { data: { productsList: { content: { manufacturer: { id: string } | null }[] } } };
    const brandId = data.productsList.content[0]!.manufacturer!.id;
    for (const path of ["/search/a", "/store/special", `/store/manufacturer/${brandId}`]) {
      const past = await visitor.get(`${path}?page=999`);
      expect(past.status, path).toBe(302);
      expect(past.location, path).toMatch(new RegExp(`^${path}(\\?page=\\d+)?$`));
      const last = await visitor.get(past.location!);
      expect(last.status, past.location!).toBe(200);
      expect(last.html, past.location!).not.toContain("No results matched your request.");
    }
    // The category catalog pages with Load More, not `?page=`: an address with one shows the list.
    const category = await visitor.get("/store/category?page=999");
    expect(category.html).not.toContain("No results matched your request.");
  });

  it("an add that pushes the oldest product out of compare says so, with and without JavaScript", async () => {
    const five = products.slice(0, 5);
    for (const enhanced of [false, true]) {
      const visitor = new Visitor();
      for (const product of five) {
        const added = await visitor.post(enhanced ? "/store/compare.data" : "/store/compare", {
          intent: "add",
          id: product.id,
          redirectTo: "/store/compare",
          ...(enhanced ? { _enhanced: "1" } : {}),
        });
        expect(added.status).toBe(enhanced ? 200 : 302);
        const page = (await visitor.get("/store/compare")).html;
        const note = `Compare holds 4 products, so ${five[0]!.name} was removed.`;
        if (product === five[4]) expect(page, `enhanced: ${enhanced}`).toContain(note);
        else expect(page).not.toContain("Compare holds 4 products");
      }
    }
  });

  it("Add to cart for all items says what went in and which products need options, with and without JavaScript", async () => {
    const simple = products.find((product) => product.stock && !product.options.some((option) => option.required))!;
    const optioned = products.find((product) => product.stock && product.options.some((option) => option.required))!;
    for (const enhanced of [false, true]) {
      const visitor = new Visitor();
      for (const product of [simple, optioned])
        await visitor.post("/account/wishlist", { intent: "toggle", id: product.id, wished: "0", redirectTo: "/account/wishlist" });
      const all = await visitor.post(enhanced ? "/account/wishlist.data" : "/account/wishlist", {
        intent: "addAllToCart",
        redirectTo: "/account/wishlist",
        ...(enhanced ? { _enhanced: "1" } : {}),
      });
      // docs/product/content-and-forms.md: a refusal from a list sends the shopper to the product page (its own address).
      if (!enhanced) expect(all.status).toBe(302);
      const page = (await visitor.get(`/store/product/${optioned.id}`)).html;
      expect(page, `enhanced: ${enhanced}`).toContain(`${simple.name} product successfully added to cart.`);
      expect(page, `enhanced: ${enhanced}`).toMatch(new RegExp(`choose the options on the product page: ${optioned.name} \\(\\w`));
    }
  });
});
