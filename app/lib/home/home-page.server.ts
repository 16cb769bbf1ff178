/**
 * Everything the home page shows, in one round trip's time: one aliased GraphQL operation (meta,
 * brands, the chosen 'Selected for you' tab, new arrivals, special offers, featured) and the REST
 * calls (hero and promo banners, the public coupon) in parallel. The shape slider reads the
 * shapes the shop layout already has from its menu cache. Each module fails on its own: it then
 * renders nothing and the failure is logged; an API that cannot be reached makes the page a 503.
 * Nothing here depends on the shopper, so a complete answer is kept per currency, language and tab
 * for the product's five minutes (docs/decisions/125); one with a failed module is shown, not kept.
 */
import type { AppLoadContext } from "@remix-run/node";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import type { CommerceClient } from "~/lib/api/client.server";
import type { HomePageQuery } from "~/lib/api/generated/graphql";
import { configuredCategoryIds } from "~/lib/catalog/category-links.server";
import { shopperAnswer } from "~/lib/loading/catalog-cache.server";
import { loadModule, settleInOrder, type ModuleOutcome } from "~/lib/loading/modules.server";
import { distinctStrips, productTiles, type ProductTileData } from "~/lib/product-tiles";
import { promoCoupon, toBanners, type PromoBanner, type PublicCoupon } from "./promo";
import { HomePageDocument, HomeTabDocument } from "./queries.server";
import { HOME_TAB_SIZE, type HomeTab } from "./tabs";
import type { Brand } from "./types";

/**
 * A product strip renders the tiles of its first view (the four a desktop shows whole), then a link
 * to the rest, whose edge the desktop shows beside them (decisions 185, 214).
 */
export const HOME_STRIP_FIRST_VIEW = 4;
/**
 * Each strip asks for the tab's count plus its first view, so that after leaving out the products an
 * earlier module already shows (the 'New arrivals' tab is the new arrivals strip's list) a full first
 * view remains.
 */
export const HOME_STRIP_POOL = HOME_TAB_SIZE + HOME_STRIP_FIRST_VIEW;
/** docs/product/catalog.md: two promo banners. */
export const PROMO_BANNERS = 2;

export interface HomePageData {
  meta: NonNullable<HomePageQuery["home"]>["meta"];
  heroBanners: PromoBanner[];
  promoBanners: PromoBanner[];
  coupon: PublicCoupon | null;
  brands: Brand[];
  /** The 'Selected for you' tab the address chose, with its products; null when the store has none of the tabs' categories. */
  selected: { tab: string; products: ProductTileData[] } | null;
  newArrivals: ProductTileData[];
  specials: ProductTileData[];
  featured: ProductTileData[];
}

export async function loadHomePage(context: AppLoadContext, tab: HomeTab | null): Promise<HomePageData> {
  const answer = await shopperAnswer(
    context,
    "home",
    `page|${tab?.slug ?? ""}`,
    async () => {
      const outcome: ModuleOutcome = { failed: [] };
      return { page: await fetchHomePage(context.shopper.api, tab, outcome), outcome };
    },
    { keep: ({ outcome }) => outcome.failed.length === 0 },
  );
  return answer.page;
}

async function fetchHomePage(api: CommerceClient, tab: HomeTab | null, outcome: ModuleOutcome): Promise<HomePageData> {
  const newArrivalsId = String(configuredCategoryIds().newArrivals);
  const [page, heroBanners, promoBanners, coupon] = await settleInOrder([
    loadModule(
      "HomePage",
      api.requestPartial(HomePageDocument, {
        // Without a tab the query asks for the new arrivals twice (same answer) rather than change shape.
        tabCategory: tab?.categoryId ?? newArrivalsId,
        tabSize: HOME_TAB_SIZE,
        newArrivals: newArrivalsId,
        size: HOME_STRIP_POOL,
      }),
      { data: {}, errors: [] },
      outcome,
    ),
    loadModule("home banners", api.rest<unknown>("api/banner", { query: { banner: "home" } }), [], outcome),
    loadModule("promo banners", api.rest<unknown>("api/banner", { query: { banner: "promo" } }), [], outcome),
    loadModule("public coupon", api.rest<unknown>("api/coupon/publicCoupon"), null, outcome),
  ]);
  // Some of the operation's fields failed while others answered (requestPartial logs them). The brand
  // list is an optional part that WordPress without a brands plugin always fails (decision 226): the
  // page is kept without it, not asked again on every visit (docs/decisions/370-cold-page-store-calls.md).
  if (page.errors.some((error) => error.path?.[0] !== "brands")) outcome.failed.push("HomePage fields");
  const data = page.data;
  const selected = tab ? productTiles(data.tab?.content) : [];
  // Featured without the `featured` extension is just the newest products: not shown (decision 165).
  const featured = (await storeCapabilities(api)).extensions ? productTiles(data.featured?.content) : [];
  const [newArrivals, specials, featuredFirst] = distinctStrips(selected, HOME_STRIP_FIRST_VIEW, [
    productTiles(data.latest?.content),
    productTiles(data.specials?.content),
    featured,
  ]);
  return {
    meta: data.home?.meta ?? null,
    heroBanners: toBanners(heroBanners),
    promoBanners: toBanners(promoBanners, PROMO_BANNERS),
    coupon: promoCoupon(coupon),
    brands: toBrands(data.brands?.content),
    selected: tab ? { tab: tab.slug, products: selected } : null,
    newArrivals: newArrivals ?? [],
    specials: specials ?? [],
    featured: featuredFirst ?? [],
  };
}

/** The 15 newest products of a tab's category (kept like the page). */
export async function loadHomeTab(context: AppLoadContext, tab: HomeTab): Promise<ProductTileData[]> {
  return shopperAnswer(context, "home", `tab|${tab.slug}`, async () => {
    const { productsList } = await context.shopper.api.request(HomeTabDocument, { categoryId: tab.categoryId, size: HOME_TAB_SIZE });
    return productTiles(productsList?.content);
  });
}

function toBrands(list: NonNullable<HomePageQuery["brands"]>["content"] | undefined): Brand[] {
  return (list ?? []).flatMap((brand) =>
    brand?.id && brand.name
      ? [{ id: brand.id, name: brand.name, image: brand.image || null, url: brand.url || `/store/manufacturer/${brand.id}` }]
      : [],
  );
}
