import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useAfterHydration } from "~/lib/use-after-hydration";

const loadSkeletons = () => import("./navigation-skeletons");

/**
 * While the browser loads a listing or a product page from another page, its skeleton screen stands
 * in for the page being left; within one page (a new sort, filter or page) the page shows its own
 * loading state. Skeletons exist only for client-side navigation, so their code and CSS load after
 * hydration instead of with every page.
 */
export function NavigationSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const skeletons = useAfterHydration(loadSkeletons);
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const skeleton = skeletons && target && target.pathname !== pathname ? skeletons.navigationSkeleton(target) : null;
  return skeleton ?? children;
}
