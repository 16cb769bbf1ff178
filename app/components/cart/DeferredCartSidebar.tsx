import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { settleCartSidebarAfterNavigation } from "~/lib/cart/sidebar-store";
import { useAfterHydration } from "~/lib/use-after-hydration";

const loadCartSidebar = () => import("./CartSidebar");

/**
 * The cart sidebar exists only with JavaScript, so its code and CSS load after hydration rather than
 * with the page. Settling on navigation lives here, always mounted, so a sidebar opened before its
 * code arrived stays open.
 */
export function DeferredCartSidebar() {
  const { pathname } = useLocation();
  // docs/product/cart.md: the sidebar closes on navigation to another path (unless 'Return to cart' asked it to open).
  useEffect(() => settleCartSidebarAfterNavigation(), [pathname]);
  const sidebar = useAfterHydration(loadCartSidebar);
  return sidebar ? <sidebar.CartSidebar /> : null;
}
