/**
 * The cart as screens show it: the server's cart, loaded by the shop layout with the shell, with
 * every pending line change applied (app/lib/cart/optimistic.ts). Nothing is copied into state:
 * when a change's request and its revalidation finish, its fetcher drops out of the list and the
 * fresh server cart takes over.
 */
import { useFetchers, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { EMPTY_CART } from "~/lib/cart/cart-data";
import { CART_ACTION, lineChangeOf, type LineChange } from "~/lib/cart/intents";
import { applyLineChanges, type OptimisticCart } from "~/lib/cart/optimistic";
import type { CartShortage } from "~/lib/stock-shortage";
import type { ShellState } from "./types";

/** The shop layout's data, where the shell (and the cart in it) lives. */
export function useShell(): ShellState | undefined {
  return useRouteLoaderData<{ shell: ShellState }>("routes/_shop")?.shell;
}

/**
 * The line's refused quantity, if the store just refused one, until the shopper
 * sends another: the line is marked and its field keeps what was typed.
 */
export function useCartShortage(lineKey: string): CartShortage | null {
  const shortage = useRouteLoaderData<{ cartShortage: CartShortage | null }>("routes/_shop")?.cartShortage ?? null;
  const changing = usePendingLineChanges().some((change) => change.key === lineKey);
  return shortage?.key === lineKey && !changing ? shortage : null;
}

function isCartAction(formAction: string | undefined): boolean {
  if (!formAction) return false;
  return new URL(formAction, "http://shop.local").pathname.replace(/\/$/, "") === CART_ACTION;
}

/** Line changes still on their way, updates first and removals last (a removal always wins). */
export function usePendingLineChanges(): LineChange[] {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const submissions = [...fetchers, navigation].filter((submission) => submission.formData && isCartAction(submission.formAction));
  const changes = submissions.flatMap((submission) => {
    const change = lineChangeOf(submission.formData!);
    return change ? [change] : [];
  });
  const signature = JSON.stringify(changes);
  return useMemo(
    () => [...changes.filter((change) => change.intent === "update"), ...changes.filter((change) => change.intent === "remove")],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
}

export function useCart(): OptimisticCart {
  const cart = useShell()?.cart ?? EMPTY_CART;
  const changes = usePendingLineChanges();
  return useMemo(() => applyLineChanges(cart, changes), [cart, changes]);
}
