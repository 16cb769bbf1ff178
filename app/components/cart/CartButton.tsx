import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { openCartSidebar } from "~/lib/cart/sidebar-store";
import { useCart, useShell } from "~/lib/shell/use-cart";

interface CartButtonProps {
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "data-cart-count"?: number;
}

/**
 * The header's cart icon: a link to the cart page (so it works without JavaScript) that opens the
 * cart sidebar instead once JavaScript runs. A click with a modifier key still opens the page.
 */
export function CartButton({ children, ...props }: CartButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openCartSidebar();
  };
  return (
    <Link to="/store/cart" onClick={onClick} aria-haspopup="dialog" {...props}>
      {children}
    </Link>
  );
}

/** Lines in the cart as the shopper should see them (pending removals already gone). */
export function useCartLineCount(serverCount: number): number {
  const shell = useShell();
  const cart = useCart();
  return shell ? cart.lines.length : serverCount;
}
