/** docs/product/catalog.md: a home module renders nothing when it has nothing to show. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandSlider } from "~/components/home/BrandSlider";
import { PromoBanners } from "~/components/home/PromoBanners";
import { PromoStrip } from "~/components/home/PromoStrip";
import { ShapeSlider } from "~/components/home/ShapeSlider";
import { ProductCarousel } from "~/components/product/ProductCarousel";

describe("empty home modules", () => {
  it("render nothing", () => {
    expect(renderToStaticMarkup(createElement(PromoStrip, { coupon: null }))).toBe("");
    expect(renderToStaticMarkup(createElement(BrandSlider, { brands: [] }))).toBe("");
    expect(renderToStaticMarkup(createElement(ShapeSlider, { shapes: [], eyeglassesId: 60 }))).toBe("");
    expect(renderToStaticMarkup(createElement(PromoBanners, { banners: [] }))).toBe("");
    expect(renderToStaticMarkup(createElement(ProductCarousel, { title: "Featured", products: [], shopAllHref: "/store/category" }))).toBe(
      "",
    );
  });

  it("the promo strip shows the coupon's name, code and last day", () => {
    const html = renderToStaticMarkup(
      createElement(PromoStrip, { coupon: { name: "Welcome offer", dateEnd: "2027-11-21", code: "WELCOME15" } }),
    );
    expect(html).toContain("Welcome offer");
    expect(html).toContain("WELCOME15");
    expect(html).toContain('<time dateTime="2027-11-21">November 21, 2027</time>');
  });
});
