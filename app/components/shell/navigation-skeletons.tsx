import type { Location } from "@remix-run/react";
import type { ReactNode } from "react";
import { BrandListSkeleton } from "~/components/brands/BrandListSkeleton";
import { CatalogSkeleton } from "~/components/catalog/CatalogSkeleton";
import { ListingSkeleton } from "~/components/listing/ListingSkeleton";
import { ProductSkeleton } from "~/components/product-page/ProductSkeleton";
import { listingPageKind } from "~/lib/listing/listing-paths";
import { leadsToProduct } from "~/lib/product/navigation";

/**
 * The skeleton screen that stands in while the browser loads `target` from another page (spec:
 * skeleton screens for listings and the product page), or null for pages without one.
 */
export function navigationSkeleton(target: Pick<Location, "pathname" | "state">): ReactNode {
  switch (listingPageKind(target.pathname)) {
    case "catalog":
      return <CatalogSkeleton />;
    case "brands":
      return <BrandListSkeleton />;
    case "brand":
    case "special":
      return <ListingSkeleton />;
  }
  return leadsToProduct(target) ? <ProductSkeleton /> : null;
}
