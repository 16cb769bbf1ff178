import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BrandListSkeleton } from "~/components/brands/BrandListSkeleton";
import { CatalogSkeleton } from "~/components/catalog/CatalogSkeleton";
import { listingPageKind } from "~/lib/listing/listing-paths";
import { ListingSkeleton } from "./ListingSkeleton";

/**
 * While the browser loads a category, brand list, brand or specials page from another page, its
 * skeleton screen stands in for the page being left (spec: skeleton screens for these pages).
 * Within one listing (a new sort, filter or page) the listing shows its own loading state.
 */
export function ListingNavigationSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  if (!target || target.pathname === pathname) return children;
  switch (listingPageKind(target.pathname)) {
    case "catalog":
      return <CatalogSkeleton />;
    case "brands":
      return <BrandListSkeleton />;
    case "brand":
    case "special":
      return <ListingSkeleton />;
    default:
      return children;
  }
}
