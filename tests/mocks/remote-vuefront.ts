/**
 * msw handlers standing in for a remote VueFront store on OpenCart: GraphQL and the REST routes
 * share index.php (the `route` parameter tells them apart), the visitor is known only by the
 * OCSESSID cookie the store sets on the first request, and answers are shaped by the contract.
 */
import { delay, http, HttpResponse } from "msw";

export const REMOTE_INDEX = "https://optics-store.example/index.php";
export const REMOTE_GRAPHQL = `${REMOTE_INDEX}?route=extension/module/d_vuefront/graphql`;

export interface SeenCall {
  /** The GraphQL operation name, or the REST route. */
  name: string;
  cookie: string | null;
}

export interface RemoteStore {
  handlers: ReturnType<typeof http.all>[];
  calls: SeenCall[];
  /** What `version` answers. */
  version: string;
  /** Makes every call fail this way from now on. */
  failWith?: "http-500" | "network" | "hang";
  sessionsIssued: number;
}

const product = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: String(id),
  name: `Remote frame ${id}`,
  price: "$1,250.00",
  special: "",
  image: `https://optics-store.example/image/cache/catalog/frame-${id}-400x300.jpg`,
  imageLazy: `https://optics-store.example/image/cache/catalog/frame-${id}-40x30.jpg`,
  imageAlt: `Remote frame ${id}`,
  stock: true,
  low_stock: false,
  url: `/remote-frame-${id}`,
  manufacturer: { id: "8", name: "Oliver Peoples" },
  ...overrides,
});

/** Data for each operation the storefront sends, by operation name. */
const answers: Record<string, (store: RemoteStore) => unknown> = {
  ApiVersion: (store) => ({ version: store.version }),
  HealthCheck: (store) => ({ version: store.version }),
  ShopperShell: () => ({
    cart: { products: [{ key: "1" }, { key: "2" }] },
    wishlist: [{ id: "5" }],
    accountCheckLogged: { status: false },
    currency: [{ code: "USD", name: "US Dollar", symbol_left: "$", symbol_right: "", active: true }],
    language: [{ code: "en-gb", name: "English", image: "", active: true }],
  }),
  // The version, a visitor's locales and every category id in one call (decision 370).
  StoreBasics: (store) => ({
    version: store.version,
    currency: [{ code: "USD", name: "US Dollar", symbol_left: "$", symbol_right: "", active: true }],
    language: [{ code: "en-gb", name: "English", image: "", active: true }],
    // The demo's fixed categories but "Most popular" (95), and its own (decision 229).
    categoriesList: { content: ["20", "21", "59", "60", "62", "90"].map((id) => ({ id })) },
  }),
  ShopMenu: () => ({
    categories: { content: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses" }] },
    top: { content: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses", categories: [{ id: "21", name: "Optical", url: "/optical" }] }] },
  }),
  HomePage: () => ({
    home: { meta: { title: "Remote Optics", description: "A store that is not ours", keyword: "" } },
    brands: { content: [{ id: "8", name: "Oliver Peoples", image: "", url: "/oliver-peoples" }] },
    tab: { content: [product(3)] },
    latest: { content: [product(1), product(2, { special: "$900.00", low_stock: true })] },
    specials: { content: [product(2, { special: "$900.00" })] },
    featured: { content: [] },
  }),
};

/** REST routes of the store's index endpoint, by route. */
const restAnswers: Record<string, (query: URLSearchParams) => unknown> = {
  "api/banner": (query) =>
    query.get("banner") === "home"
      ? [{ title: "Summer edit", image: "https://optics-store.example/image/banner-1.jpg", link: "summer-edit" }]
      : [{ title: "Two for one", image: "https://optics-store.example/image/promo-1.jpg", link: "https://optics-store.example/promo" }],
  "api/coupon/publicCoupon": () => ({ name: "Ten off", date_end: "2999-12-31" }),
  "api/shapes": () => [
    {
      name: "Round",
      image: "https://optics-store.example/image/round.png",
      url: "/index.php?route=product/category&path=20&filter=1",
      filter: "1",
    },
  ],
  "api/colors": () => [{ name: "Black", color: "#000000", filter: "11" }],
  "api/features": () => [{ name: "Polarized", filter: "35" }],
};

export function createRemoteStore(): RemoteStore {
  const store: RemoteStore = { handlers: [], calls: [], version: "1.0.0", sessionsIssued: 0 };

  /** Like OpenCart: a visitor without a session gets one on whatever they ask first. */
  const respond = async (request: Request, body: unknown) => {
    if (store.failWith === "hang") await delay("infinite");
    if (store.failWith === "network") return HttpResponse.error();
    if (store.failWith === "http-500")
      return new HttpResponse("<h1>Fatal error</h1>", { status: 500, headers: { "Content-Type": "text/html" } });
    const headers = new Headers({ "Content-Type": "application/json" });
    if (!/OCSESSID=/.test(request.headers.get("cookie") ?? "")) {
      store.sessionsIssued += 1;
      headers.append("Set-Cookie", `OCSESSID=remote-session-${store.sessionsIssued}; path=/; HttpOnly`);
    }
    // A plain Response, not msw's HttpResponse: msw would keep the cookie in its own jar and add it
    // to later requests itself, and the test could no longer tell whether the storefront sent it.
    return new Response(JSON.stringify(body), { headers });
  };

  store.handlers = [
    http.all(REMOTE_INDEX, async ({ request }) => {
      const route = new URL(request.url).searchParams.get("route");
      if (route === "extension/module/d_vuefront/graphql" && request.method === "POST") {
        const { query } = (await request.json()) as { query: string };
        const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous";
        store.calls.push({ name, cookie: request.headers.get("cookie") });
        const answer = answers[name];
        if (!answer) return respond(request, { errors: [{ message: `Cannot query ${name}` }], data: null });
        return respond(request, { data: answer(store) });
      }
      const rest = route ? restAnswers[route] : undefined;
      if (rest && request.method === "GET") {
        store.calls.push({ name: route!, cookie: request.headers.get("cookie") });
        return respond(request, rest(new URL(request.url).searchParams));
      }
      return HttpResponse.json({ error: `Unknown route ${route}` }, { status: 404 });
    }),
  ];
  return store;
}
