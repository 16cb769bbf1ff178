/**
 * What the shop says about shipping outside the checkout (top bar, benefit blocks, product page,
 * footer): "free" only where the store ships free (FREE_SHIPPING; by default the embedded demo
 * store alone), otherwise nothing about its price (docs/product/texts-and-constants.md#shipping-claims).
 * The checkout and the cart's total lines say what the store's own methods and totals say.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { deliveryDays } from "@config/store";

/** True when the shop may say that shipping is free (the root loader's `freeShipping`). */
export function useFreeShipping(): boolean {
  return useRouteLoaderData<{ freeShipping?: boolean }>("root")?.freeShipping ?? false;
}

/** The top bar's promise. */
export const FREE_SHIPPING_PROMISE = "Free shipping on all orders";

/** The product page's note beside the truck. */
export const deliveryNote = (free: boolean) =>
  free ? `Free shipping. Expected delivery up to ${deliveryDays}.` : `Expected delivery up to ${deliveryDays}.`;

/** The product page's Shipping section. */
export const shippingSectionText = (free: boolean) =>
  `${free ? "Free shipping on every order. " : ""}Expected delivery up to 3-7 days, tracked from our own shelves to your door.`;

/** The footer's brand note. */
export const brandNote = (free: boolean) =>
  `Considered frames and sunglasses from independent and heritage makers${free ? ", shipped free on every order" : ""}.`;

/** The home hero's note under "up to 70% off". */
export const heroNote = (free: boolean) => (free ? "Last pairs of the season, shipped free." : "Last pairs of the season.");
