/**
 * msw handlers standing in for WordPress 6.3 + WooCommerce + VueFront CMS Connect (vuefront/wordpress
 * 2.1.2), with answers taken from the recordings in the shared fixtures (vuefront-wordpress-6.3:
 * 01, 02, 05, 08): GraphQL at /wp-json/vuefront/v1/graphql; a customer signed in only by the
 * `Authorization: Bearer <token>` the login handed out (no cookie); every `route=api/...` of the
 * index URL next to it a 404 `rest_no_route`; related products and the brand list crash with
 * "Internal server error" and the other fields' data.
 *
 * msw hands a handler its request with lower-cased header names: the exact spelling of
 * `Authorization` is checked on the wire by tests/unit/store-token.test.ts.
 */
import { http, HttpResponse } from "msw";

export const WP_ORIGIN = "https://wp-store.example";
export const WP_GRAPHQL = `${WP_ORIGIN}/wp-json/vuefront/v1/graphql`;
/** The storefront's default index URL for that endpoint (env.server.ts defaultIndexUrl). */
export const WP_INDEX = `${WP_ORIGIN}/wp-json/vuefront/v1/index.php`;

/** The JWT of 05-account "accountLogin right password" (its signature is the recorded one, cut). */
export const WP_TOKEN =
  "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwOlwvXC8xMjcuMC4wLjE6ODA4MSIsImlhdCI6MTc5NTY5NjI2OSwibmJmIjoxNzk1Njk2MjY5LCJleHAiOjE3OTYzMDEwNjksImRhdGEiOnsidXNlciI6eyJpZCI6IjcifX19.cWdaEO_1cHdX0Fdcs6w8gDSw6mCvUGJV5KVQbVKC";

const CUSTOMER = { id: "7", firstName: "Fay", lastName: "Fixture", email: "fixture-stamp@example.com", phone: "+44 20 7946 0001" };
const NOBODY = { id: null, firstName: null, lastName: null, email: null, phone: null };

/** 01: the storefront's StoreExtensionsProbe, rejected field by field (a stock store). */
const PROBE_REJECTED = {
  errors: [
    {
      message: 'Cannot query field "accountOrdersList" on type "RootQueryType".',
      category: "graphql",
      locations: [{ line: 3, column: 3 }],
    },
    {
      message: 'Unknown argument "min_price" on field "productsList" of type "RootQueryType".',
      category: "graphql",
      locations: [{ line: 6, column: 25 }],
    },
  ],
};

/** 02: product 20 with related products: `related` crashes (no _upsell_ids meta), the rest answers. */
const PRODUCT_20 = {
  errors: [{ message: "Internal server error", category: "internal", locations: [{ line: 1, column: 59 }], path: ["product", "related"] }],
  data: {
    product: {
      id: "20",
      name: "Cat-eye Optical",
      model: "LUM-CE",
      sku: null,
      url: "/product/cat-eye-optical",
      price: "$110.00",
      special: "",
      stock: true,
      minimum: null,
      rating: 0,
      image: "",
      imageBig: "",
      imageAlt: null,
      images: [],
      description: "Cat-eye Optical: a Lumen frame.",
      manufacturer: null,
      attributes: [{ name: "Material", options: ["Acetate"] }],
      options: [],
      reviews: [],
      meta: { title: "Cat-eye Optical", description: "", keyword: "" },
      related: null,
    },
  },
};

/** 02: product(id: "9999"): every field null (price "$0.00"), no error. */
const PRODUCT_UNKNOWN = {
  data: { product: { ...Object.fromEntries(Object.keys(PRODUCT_20.data.product).map((key) => [key, null])), price: "$0.00" } },
};

/** 02: manufacturerList without the brands plugin. */
const BRANDS_FAIL = {
  errors: [{ message: "Internal server error", category: "internal", locations: [{ line: 1, column: 3 }], path: ["manufacturerList"] }],
  data: { manufacturerList: null },
};

/** 08: what every `route=api/...` of the default index URL answers. */
export const REST_NO_ROUTE = {
  code: "rest_no_route",
  message: "No route was found matching the URL and request method.",
  data: { status: 404 },
};

const LOCALES = {
  currency: [{ code: "USD", name: "US Dollar", symbol_left: "$", symbol_right: "", active: true }],
  language: [{ code: "en-gb", name: "English", image: "", active: true }],
};

/** 02: the store's pages (WordPress's slugs; WooCommerce's own pages and the sample page). */
const PAGES = [
  { id: "2", keyword: "sample-page", url: "/sample-page" },
  { id: "6", keyword: "shop", url: "/shop" },
  { id: "7", keyword: "cart", url: "/cart" },
  { id: "8", keyword: "checkout", url: "/checkout" },
  { id: "9", keyword: "my-account", url: "/my-account" },
  { id: "40", keyword: "lens-care", url: "/lens-care" },
  // Pages the operator made for the footer (docs/real-stores.md): one slug as the shop writes it, one as WordPress would.
  { id: "43", keyword: "about_us", url: "/about_us" },
  { id: "44", keyword: "refund-policy", url: "/refund-policy" },
];

const LENS_CARE = {
  id: "40",
  name: "Lens care",
  description: "<p>Clean your lenses with lukewarm water and a microfibre cloth.</p>",
  url: "/lens-care",
  meta: { title: "Lens care", description: "<p>Clean your lenses with lukewarm water and a microfibre cloth.</p>", keyword: "" },
};

export interface WordPressCall {
  /** GraphQL operation name, or `route=…` for the index URL. */
  name: string;
  /** The `authorization` header as msw hands it over (its case is not the wire's). */
  authorization: string | null;
}

export interface WordPressStore {
  handlers: ReturnType<typeof http.all>[];
  calls: WordPressCall[];
}

export function createWordPressStore(): WordPressStore {
  const store: WordPressStore = { handlers: [], calls: [] };
  const signedIn = (request: Request) => request.headers.get("authorization") === `Bearer ${WP_TOKEN}`;

  const graphql = (name: string, query: string, request: Request): unknown => {
    if (name === "StoreExtensionsProbe") return PROBE_REJECTED;
    if (name === "AccountLogin" || name === "AccountLoginAfterRegister") {
      // 05: the JWT and the customer; no cookie is set.
      return { data: { accountLogin: { token: WP_TOKEN, customer: { id: CUSTOMER.id } } } };
    }
    // 05: `{"status": false}` although it "succeeds"; the JWT keeps working (it cannot be revoked).
    if (name === "AccountLogout") return { data: { accountLogout: { status: false } } };
    if (name === "ProductPage") return /"id":"20"/.test(query) ? PRODUCT_20 : PRODUCT_UNKNOWN;
    if (name === "BrandList") return BRANDS_FAIL;
    // 01: one currency (USD) and one language.
    if (name === "StoreBasics") {
      const categoriesList = { content: [{ id: "59" }, { id: "60" }] };
      return { data: { version: "1.0.0", ...LOCALES, categoriesList, pagesList: { content: PAGES } } };
    }
    // 02: searchUrl resolves no page (`/lens-care` → no id); page(id) answers the page.
    if (name === "ResolveUrl") return { data: { searchUrl: { id: "", type: "" } } };
    if (name === "InformationPage") {
      const page = /"id":"40"/.test(query) ? LENS_CARE : { id: null, name: null, description: null, url: "/page_id=", meta: null };
      return { data: { page } };
    }
    // 02: the header menu (WordPress permalinks whatever the pattern).
    if (name === "ShopMenu") {
      const categories = [
        { id: "59", name: "Sunglasses", url: "/product-category/sunglasses" },
        { id: "60", name: "Eyeglasses", url: "/product-category/eyeglasses" },
      ];
      return {
        data: { categories: { content: categories }, top: { content: categories.map((category) => ({ ...category, categories: [] })) } },
      };
    }
    if (/accountCheckLogged/.test(query)) {
      // 05: logged in only with the Bearer token; the shell's other fields, as a stock store answers them.
      const logged = signedIn(request) ? { status: true, customer: CUSTOMER } : { status: false, customer: NOBODY };
      return {
        data: {
          accountCheckLogged: logged,
          cart: { products: [] },
          wishlist: [],
          ...LOCALES,
        },
      };
    }
    return { errors: [{ message: `Cannot query field "${name}" on type "RootQueryType".`, category: "graphql" }] };
  };

  store.handlers = [
    http.post(WP_GRAPHQL, async ({ request }) => {
      const { query, variables } = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous";
      store.calls.push({ name, authorization: request.headers.get("authorization") });
      return HttpResponse.json(graphql(name, JSON.stringify(variables ?? {}), request) as Record<string, unknown>);
    }),
    http.all(WP_INDEX, ({ request }) => {
      store.calls.push({
        name: `route=${new URL(request.url).searchParams.get("route")}`,
        authorization: request.headers.get("authorization"),
      });
      return HttpResponse.json(REST_NO_ROUTE, { status: 404 });
    }),
  ];
  return store;
}
