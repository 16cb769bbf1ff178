import { describe, expect, it } from "vitest";
import { seoMeta, type MetaContext } from "~/lib/seo/meta.server";
import { absoluteUrl, isVariant, itemPath, plainDescription, robotsFor, type SeoPageType } from "~/lib/seo/rules";
import { breadcrumbJsonLd, blogPostingJsonLd, homeJsonLd, productJsonLd, schemaPrice, type ProductFacts } from "~/lib/seo/structured-data";

const query = (search: string) => new URLSearchParams(search);

describe("robotsFor", () => {
  const listings: SeoPageType[] = ["category", "brand", "brand-index", "special", "blog-category", "home"];

  it("indexes plain listings, products, pages, posts and contact", () => {
    for (const type of [...listings, "product", "page", "post", "contact"] as SeoPageType[]) {
      expect(robotsFor(type, query("")), type).toBe("index,follow");
    }
  });

  it("keeps filtered, sorted, paged and searched listings out of the index but follows their links", () => {
    for (const search of ["filters=1", "sort=price&order=ASC", "page=2", "search=round", "min_price=10", "limit=50", "tab=2"]) {
      for (const type of listings) expect(robotsFor(type, query(search)), `${type}?${search}`).toBe("noindex,follow");
    }
  });

  it("ignores tracking parameters and empty values", () => {
    expect(robotsFor("category", query("utm_source=mail&utm_campaign=x&gclid=1"))).toBe("index,follow");
    expect(robotsFor("category", query("sort="))).toBe("index,follow");
    expect(isVariant(query("fbclid=abc"))).toBe(false);
  });

  it("indexes a product whatever its query (its canonical is its keyword URL)", () => {
    expect(robotsFor("product", query("category_id=60"))).toBe("index,follow");
  });

  it("never indexes search results, personal pages or errors", () => {
    expect(robotsFor("search", query(""))).toBe("noindex,follow");
    expect(robotsFor("private", query(""))).toBe("noindex");
    expect(robotsFor("error", query("page=2"))).toBe("noindex");
  });
});

describe("canonical paths", () => {
  it("takes the store's keyword URL, else the id route", () => {
    expect(itemPath("/aviator-classic", "/store/product/7")).toBe("/aviator-classic");
    expect(itemPath("https://store.example/index.php/eyeglasses?x=1", "/store/category/60")).toBe("/index.php/eyeglasses");
    expect(itemPath("", "/store/product/7")).toBe("/store/product/7");
    expect(itemPath(null, "/store/product/7")).toBe("/store/product/7");
    expect(itemPath("/", "/store/product/7")).toBe("/store/product/7");
  });

  it("makes absolute URLs on the public origin without query or fragment", () => {
    expect(absoluteUrl("https://shop.example", "/eyeglasses?sort=price#top")).toBe("https://shop.example/eyeglasses");
    expect(absoluteUrl("http://localhost:3000", "/")).toBe("http://localhost:3000/");
  });
});

describe("plainDescription", () => {
  it("strips tags and entities, folds whitespace and cuts at a word", () => {
    expect(plainDescription("<p>Round   <b>acetate</b> frames &amp; more</p><script>x()</script>")).toBe("Round acetate frames & more");
    const long = plainDescription(`<p>${"word ".repeat(60)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
  });
});

const context = (search = "", pathname = "/store/product/7"): MetaContext => ({
  origin: "https://shop.example",
  currency: "USD",
  crumbs: [{ label: "Aviator", to: "/aviator" }],
  location: { pathname, search },
});

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seoMeta", () => {
  it("gives an indexable page its canonical, robots, Open Graph, Twitter card and breadcrumb", () => {
    const tags = seoMeta(context(), {
      type: "product",
      title: "Aviator · Lumen",
      description: "Gold frames",
      path: "/aviator",
      image: "/images/a.jpg",
      ogType: "product",
      price: { amount: "120.00", currency: "USD" },
    });
    expect(find(tags, "rel", "canonical")?.href).toBe("https://shop.example/aviator");
    expect(find(tags, "name", "robots")?.content).toBe("index,follow");
    expect(find(tags, "property", "og:url")?.content).toBe("https://shop.example/aviator");
    expect(find(tags, "property", "og:image")?.content).toBe("https://shop.example/images/a.jpg");
    expect(find(tags, "property", "og:type")?.content).toBe("product");
    expect(find(tags, "property", "product:price:amount")?.content).toBe("120.00");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    const breadcrumb = tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { itemListElement: unknown[] } };
    expect(breadcrumb["script:ld+json"].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Aviator", item: "https://shop.example/aviator" },
    ]);
  });

  it("points a filtered listing at its plain category, noindex, without sharing tags", () => {
    const tags = seoMeta(context("?filters=1&sort=price", "/store/category/60"), {
      type: "category",
      title: "Eyeglasses",
      path: "/eyeglasses",
    });
    expect(find(tags, "name", "robots")?.content).toBe("noindex,follow");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://shop.example/eyeglasses");
    expect(find(tags, "property", "og:title")).toBeUndefined();
  });

  it("gives search results no canonical", () => {
    const tags = seoMeta(context("", "/store/category/90"), { type: "search", title: "Search" });
    expect(find(tags, "name", "robots")?.content).toBe("noindex,follow");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
});

const product: ProductFacts = {
  name: 'Aviator </script><script>alert("x")</script>',
  descriptionHtml: "<p>Gold &amp; green</p>",
  images: ["/images/a.jpg", "https://cdn.example/b.jpg"],
  sku: "AV-1",
  model: "M-1",
  brand: "Ray",
  price: "$1,234.5",
  special: "",
  inStock: true,
  rating: 4.5,
  reviews: [
    { author: "Ann", content: "Great", createdAt: "2024-03-01 10:00:00", rating: 5 },
    { author: "Bob", content: "Good", createdAt: "2024-03-02", rating: 4 },
  ],
};

describe("JSON-LD builders", () => {
  it("prices are strings with two decimals", () => {
    expect(schemaPrice("$1,234.5")).toBe("1234.50");
    expect(schemaPrice("138.00 €")).toBe("138.00");
    expect(schemaPrice("")).toBeNull();
  });

  it("Product carries name, absolute images, sku, brand, offer and rating", () => {
    const data = productJsonLd("https://shop.example", "/aviator", "USD", product) as Record<string, any>;
    expect(data["@type"]).toBe("Product");
    expect(data.image).toEqual(["https://shop.example/images/a.jpg", "https://cdn.example/b.jpg"]);
    expect(data.description).toBe("Gold & green");
    expect(data.sku).toBe("AV-1");
    expect(data.mpn).toBe("M-1");
    expect(data.brand).toEqual({ "@type": "Brand", name: "Ray" });
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "1234.50",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: "https://shop.example/aviator",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data.review).toHaveLength(2);
    expect(data.review[0]).toMatchObject({ datePublished: "2024-03-01", reviewRating: { ratingValue: 5 } });
  });

  it("Product on special offers the special price and states the regular one; out of stock; no rating without reviews", () => {
    const data = productJsonLd("https://shop.example", "/aviator", "EUR", {
      ...product,
      special: "$99",
      inStock: false,
      reviews: [],
    }) as Record<string, any>;
    expect(data.offers.price).toBe("99.00");
    expect(data.offers.priceSpecification).toMatchObject({ price: "1234.50", priceCurrency: "EUR" });
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
  });

  it("serialised as Remix renders it, API text cannot close the script element", () => {
    // Remix's `script:ld+json` descriptor: JSON.stringify, then <, > and & as \\u escapes.
    const json = JSON.stringify(productJsonLd("https://shop.example", "/aviator", "USD", product));
    const rendered = json.replace(/[&<>\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(rendered).not.toMatch(/<\/script/i);
    expect(JSON.parse(rendered).name).toBe(product.name);
  });

  it("BreadcrumbList starts at Home; none when only Home shows", () => {
    expect(breadcrumbJsonLd("https://shop.example", [])).toBeNull();
    const list = breadcrumbJsonLd("https://shop.example", [{ label: "Brands", to: "/store/manufacturer" }]) as Record<string, any>;
    expect(list.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Brands",
      item: "https://shop.example/store/manufacturer",
    });
  });

  it("home has Organization and WebSite with a SearchAction on the search page", () => {
    const [organization, website] = homeJsonLd("https://shop.example", { name: "Lumen", logo: "/favicon.svg" }) as Record<string, any>[];
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Lumen",
      url: "https://shop.example/",
      logo: "https://shop.example/favicon.svg",
    });
    expect(website!.potentialAction.target.urlTemplate).toBe("https://shop.example/search/{search_term_string}");
  });

  it("BlogPosting has headline, date, author and absolute image", () => {
    const post = blogPostingJsonLd("https://shop.example", "/blog/post/3", "Lumen", {
      name: "Frames for round faces",
      bodyHtml: "<p>Angles.</p>",
      published: "2024-05-02 08:00:00",
      image: "/images/p.jpg",
    }) as Record<string, any>;
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Frames for round faces",
      datePublished: "2024-05-02",
      image: "https://shop.example/images/p.jpg",
      author: { "@type": "Organization", name: "Lumen" },
    });
  });
});
