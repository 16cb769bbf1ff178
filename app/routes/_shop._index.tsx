import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { HeroCarousel, type Banner } from "~/components/home/HeroCarousel";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ProductCarousel } from "~/components/product/ProductCarousel";
import { ProductTileFields, type ProductTileData } from "~/components/product/product-tile";
import { loadModule, settleInOrder } from "~/lib/api/modules.server";
import { graphql } from "~/lib/api/operation";
import { shopNowHref } from "~/lib/links";
import { categoryIds, pageTitle } from "~/lib/store-config";
import type { loader as shopLoader } from "./_shop";

/** Newest first, as the spec's 'Selected for you' tabs load them. */
const HOME_PRODUCTS = 15;

interface HomePageResult {
  home: { meta: { title: string | null; description: string | null; keyword: string | null } | null } | null;
  latest: { content: (ProductTileData | null)[] | null } | null;
}

const HomePageQuery = graphql<HomePageResult, { categoryId: string; size: number }>(
  `
  query HomePage($categoryId: String, $size: Int) {
    home {
      meta {
        title
        description
        keyword
      }
    }
    latest: productsList(category_id: $categoryId, size: $size, sort: "date_added", order: "DESC") {
      content {
        ...ProductTileFields
      }
    }
  }
`,
  [ProductTileFields],
);

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context.shopper;
  const [page, banners] = await settleInOrder([
    loadModule(
      "HomePage",
      api.requestPartial(HomePageQuery, { categoryId: String(categoryIds.newArrivals), size: HOME_PRODUCTS }),
      { data: {}, errors: [] },
    ),
    loadModule("home banners", api.rest<Banner[] | null>("api/banner", { query: { banner: "home" } }), []),
  ]);
  return {
    meta: page.data.home?.meta ?? null,
    banners: Array.isArray(banners) ? banners.filter((banner) => banner?.image) : [],
    newArrivals: (page.data.latest?.content ?? []).filter((product): product is ProductTileData => Boolean(product?.id)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const meta = data?.meta;
  return [
    { title: meta?.title || pageTitle("Designer Eyeglasses & Sunglasses") },
    { name: "description", content: meta?.description || "Designer eyeglasses and sunglasses, with free shipping on all orders." },
    ...(meta?.keyword ? [{ name: "keywords", content: meta.keyword }] : []),
  ];
};

export default function HomePage() {
  const { banners, newArrivals } = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof shopLoader>("routes/_shop");
  return (
    <>
      <HeroCarousel banners={banners} shopNowHref={shopNowHref(shop?.shell.categories ?? null)} />
      <ProductCarousel
        eyebrow="Selected for you"
        title="New arrivals"
        products={newArrivals}
        shopAllHref={`/store/category/${categoryIds.newArrivals}`}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorScreen;
