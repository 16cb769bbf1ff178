import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { BrandSlider } from "~/components/home/BrandSlider";
import { HeroCarousel } from "~/components/home/HeroCarousel";
import { PromoBanners } from "~/components/home/PromoBanners";
import { PromoStrip } from "~/components/home/PromoStrip";
import { SelectedForYou } from "~/components/home/SelectedForYou";
import { ShapeSlider } from "~/components/home/ShapeSlider";
import { ProductCarousel } from "~/components/product/ProductCarousel";
import { loadCategoryLinks } from "~/lib/catalog/category-links.server";
import { categoryLink } from "~/lib/category-ids";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { loadHomePage } from "~/lib/home/home-page.server";
import { homeTabsFor, resolveHomeTab } from "~/lib/home/tabs";
import { shopNowHref } from "~/lib/links";
import { homeMeta, imagePreload } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";
import { storeName } from "~/lib/store-config";
import type { loader as shopLoader } from "./_shop";

export const handle = { cacheKind: "home" } satisfies RouteHandle;

/**
 * Home: promo strip, hero, brands, 'Selected for you', shapes, promo banners and the product
 * carousels; the benefit blocks and the newsletter block follow from the home layout's content-bottom.
 * `?tab=` chooses the 'Selected for you' tab the server renders (the tabs' links without JavaScript).
 */
export async function loader(args: LoaderFunctionArgs) {
  // Only the tabs whose category the store has (decision 229; the same cached list as the shell's).
  const tabs = homeTabsFor(await loadCategoryLinks(args.context.shopper.api));
  const tab = resolveHomeTab(new URL(args.request.url).searchParams.get("tab"), tabs);
  const home = await loadHomePage(args.context, tab);
  const head = [
    ...homeMeta(await metaContext(args, []), home.meta),
    // The hero's first banner is the largest paint: fetched from the head, before the inlined CSS is parsed.
    ...(home.heroBanners[0] ? [imagePreload(home.heroBanners[0].image)] : []),
  ];
  return { ...home, tabs, head };
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export default function HomePage() {
  const home = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof shopLoader>("routes/_shop");
  const links = shop?.shell.categoryLinks ?? {};
  return (
    <>
      {/* The page's one h1, for screen readers and crawlers: the hero's banners are images. */}
      <h1 className="visually-hidden">{storeName}: designer eyeglasses and sunglasses</h1>
      <PromoStrip coupon={home.coupon} />
      <HeroCarousel banners={home.heroBanners} shopNowHref={shopNowHref(shop?.shell.categories ?? null, links)} />
      <BrandSlider brands={home.brands} />
      {home.selected ? <SelectedForYou key={home.selected.tab} initial={home.selected} tabs={home.tabs} /> : null}
      <ShapeSlider shapes={shop?.shell.shapes ?? []} eyeglassesId={links.eyeglasses ?? null} />
      <PromoBanners banners={home.promoBanners} />
      <ProductCarousel
        eyebrow="Just in"
        title="New arrivals"
        products={home.newArrivals}
        shopAllHref={categoryLink(links, "newArrivals") ?? "/store/category"}
      />
      <ProductCarousel eyebrow="Limited time" title="Special offers" products={home.specials} shopAllHref="/store/special" />
      <ProductCarousel eyebrow="Staff picks" title="Featured" products={home.featured} shopAllHref="/store/category" />
      {/* Mount point of the order thank-you modal (engineer "f", cart to order). */}
    </>
  );
}

export const ErrorBoundary = RouteErrorScreen;
