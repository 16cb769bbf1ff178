/**
 * Everything the home page shows, in one round trip's time: one aliased GraphQL operation (meta,
 * brands, the chosen 'Selected for you' tab, new arrivals, special offers, featured) and the REST
 * calls (hero and promo banners, the public coupon) in parallel. The shape slider reads the
 * shapes the shop layout already has from its menu cache. Each module fails on its own: it then
 * renders nothing and the failure is logged; an API that cannot be reached makes the page a 503.
 */
import { ProductTileFields, type ProductTileData } from "~/components/product/product-tile";
import type { CommerceClient } from "~/lib/api/client.server";
import { loadModule, settleInOrder } from "~/lib/api/modules.server";
import { graphql } from "~/lib/api/operation";
import { categoryIds } from "~/lib/store-config";
import { promoCoupon, toBanners, type PromoBanner, type PublicCoupon } from "./promo";
import { HOME_TAB_SIZE, type HomeTab } from "./tabs";
import type { Brand } from "./types";

/** Spec: product modules show 15 products, like the tabs. */
export const HOME_CAROUSEL_SIZE = 15;
/** Spec: two promo banners. */
export const PROMO_BANNERS = 2;

interface ProductList {
  content: (ProductTileData | null)[] | null;
}

interface BrandNode {
  id: string | null;
  name: string | null;
  image: string | null;
  url: string | null;
}

interface HomePageResult {
  home: { meta: { title: string | null; description: string | null; keyword: string | null } | null } | null;
  brands: { content: (BrandNode | null)[] | null } | null;
  tab: ProductList | null;
  latest: ProductList | null;
  specials: ProductList | null;
  featured: ProductList | null;
}

type HomePageVariables = { tabCategory: string; tabSize: number; newArrivals: string; size: number };

const HomePageQuery = graphql<HomePageResult, HomePageVariables>(
  `
    query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {
      home {
        meta {
          title
          description
          keyword
        }
      }
      brands: manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
        content {
          id
          name
          image
          url(url: "/store/manufacturer/_id")
        }
      }
      tab: productsList(category_id: $tabCategory, size: $tabSize, sort: "date_added", order: "DESC") {
        content {
          ...ProductTileFields
        }
      }
      latest: productsList(category_id: $newArrivals, size: $size, sort: "date_added", order: "DESC") {
        content {
          ...ProductTileFields
        }
      }
      specials: productsList(special: true, size: $size, sort: "date_added", order: "DESC") {
        content {
          ...ProductTileFields
        }
      }
      featured: productsList(featured: true, size: $size, sort: "date_added", order: "DESC") {
        content {
          ...ProductTileFields
        }
      }
    }
  `,
  [ProductTileFields],
);

interface TabProductsResult {
  productsList: ProductList | null;
}

/** One tab's products, for the tabs' in-place switching (resources.home-tab). */
const HomeTabQuery = graphql<TabProductsResult, { categoryId: string; size: number }>(
  `
    query HomeTab($categoryId: String, $size: Int) {
      productsList(category_id: $categoryId, size: $size, sort: "date_added", order: "DESC") {
        content {
          ...ProductTileFields
        }
      }
    }
  `,
  [ProductTileFields],
);

export interface HomePageData {
  meta: { title: string | null; description: string | null; keyword: string | null } | null;
  heroBanners: PromoBanner[];
  promoBanners: PromoBanner[];
  coupon: PublicCoupon | null;
  brands: Brand[];
  /** The 'Selected for you' tab the address chose, with its products. */
  selected: { tab: string; products: ProductTileData[] };
  newArrivals: ProductTileData[];
  specials: ProductTileData[];
  featured: ProductTileData[];
}

export async function loadHomePage(api: CommerceClient, tab: HomeTab): Promise<HomePageData> {
  const [page, heroBanners, promoBanners, coupon] = await settleInOrder([
    loadModule(
      "HomePage",
      api.requestPartial(HomePageQuery, {
        tabCategory: tab.categoryId,
        tabSize: HOME_TAB_SIZE,
        newArrivals: String(categoryIds.newArrivals),
        size: HOME_CAROUSEL_SIZE,
      }),
      { data: {}, errors: [] },
    ),
    loadModule("home banners", api.rest<unknown>("api/banner", { query: { banner: "home" } }), []),
    loadModule("promo banners", api.rest<unknown>("api/banner", { query: { banner: "promo" } }), []),
    loadModule("public coupon", api.rest<unknown>("api/coupon/publicCoupon"), null),
  ]);
  const data = page.data;
  return {
    meta: data.home?.meta ?? null,
    heroBanners: toBanners(heroBanners),
    promoBanners: toBanners(promoBanners, PROMO_BANNERS),
    coupon: promoCoupon(coupon),
    brands: toBrands(data.brands?.content),
    selected: { tab: tab.slug, products: toProducts(data.tab) },
    newArrivals: toProducts(data.latest),
    specials: toProducts(data.specials),
    featured: toProducts(data.featured),
  };
}

/** The 15 newest products of a tab's category. */
export async function loadHomeTab(api: CommerceClient, tab: HomeTab): Promise<ProductTileData[]> {
  const { productsList } = await api.request(HomeTabQuery, { categoryId: tab.categoryId, size: HOME_TAB_SIZE });
  return toProducts(productsList);
}

function toProducts(list: ProductList | null | undefined): ProductTileData[] {
  return (list?.content ?? []).filter((product): product is ProductTileData => Boolean(product?.id));
}

function toBrands(list: (BrandNode | null)[] | null | undefined): Brand[] {
  return (list ?? []).flatMap((brand) =>
    brand?.id && brand.name
      ? [{ id: brand.id, name: brand.name, image: brand.image || null, url: brand.url || `/store/manufacturer/${brand.id}` }]
      : [],
  );
}
