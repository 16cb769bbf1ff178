/**
 * The brand list (`/store/manufacturer`): every brand (size -1) by name, grouped for the index.
 * Through the 5-minute catalog cache (brand names and urls depend only on the language).
 */
import type { AppLoadContext } from "@remix-run/node";
import { throwApiFailure } from "~/lib/http.server";
import { shopperAnswer } from "~/lib/loading/catalog-cache.server";
import { groupBrands, type BrandGroup } from "./brand-index";
import { BrandListDocument } from "./queries.server";

export interface BrandListData {
  groups: BrandGroup[];
}

export async function loadBrandList(context: AppLoadContext) {
  const groups = await shopperAnswer(
    context,
    "listing",
    "brands",
    async () => {
      // A store whose brand list fails (WordPress without its brands plugin: "Internal server error")
      // has no brands to show: the index says so instead of failing (decision 226).
      const result = await context.shopper.api.requestWithOptional(["manufacturerList"], BrandListDocument).catch(throwApiFailure);
      return groupBrands(
        (result.manufacturerList?.content ?? []).flatMap((brand) =>
          brand?.id && brand.name
            ? [{ id: brand.id, name: brand.name, image: brand.image, url: brand.url || `/store/manufacturer/${brand.id}` }]
            : [],
        ),
      );
    },
    { by: "language" },
  );
  return { groups };
}
