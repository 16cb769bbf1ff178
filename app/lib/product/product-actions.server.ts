/**
 * The product page's two forms post here (its id route and its keyword URL alike): add to cart,
 * and a review. Adding posts to the page itself rather than to the cart page's action so the
 * store's refusal ('Frame size required!') comes back into this form, next to the option it names;
 * the call itself is the cart's (app/lib/cart/cart.server.ts).
 */
import { type AppLoadContext, data } from "@remix-run/node";
import { addToCartRefusalText, cartOptionsOf, chosenValues, describeChoices } from "~/lib/cart/cart-options";
import { addToCart } from "~/lib/cart/cart.server";
import { addedToCartText } from "~/lib/cart/messages";
import { formFailure } from "~/lib/forms/form-failure.server";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { isEnhanced } from "~/lib/forms/progressive";
import { reviewAction } from "~/lib/reviews/review-action.server";
import { REVIEW_FORM } from "~/lib/reviews/review-form";
import { loadProductPage, markReviewed } from "./product-page.server";
import { ADD_TO_CART_FORM, QUANTITY_REFUSED, typedQuantity, type AddToCartActionData } from "./purchase-form";
import { AddProductReviewDocument } from "./queries.server";

export async function productPageAction(context: AppLoadContext, request: Request, productId: string) {
  const { shopper } = context;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === REVIEW_FORM) {
    return reviewAction(
      shopper,
      request,
      formData,
      (review) => shopper.api.request(AddProductReviewDocument, { id: productId, ...review }),
      { kind: "product", id: productId },
      // Also for a repeat of the same form: its answer may be the one whose cookie the shopper keeps.
      () => markReviewed({ shopper }),
    );
  }
  if (intent === ADD_TO_CART_FORM) return addToCartAction(context, request, formData, productId);
  throw data({ message: "Unknown form" }, { status: 400 });
}

async function addToCartAction(context: AppLoadContext, request: Request, formData: FormData, productId: string) {
  const { shopper } = context;
  const options = cartOptionsOf(formData);
  const quantity = typedQuantity(formData.get("quantity"));
  // A fetcher's refusal answers 200 (decision 070): a 4xx is a console error and skips the
  // revalidation that brings the error toast; a plain post keeps its 4xx.
  const refusedStatus = (status: number) => (isEnhanced(formData) ? 200 : status);
  if (quantity === null) {
    const typed = String(formData.get("quantity") ?? "").slice(0, 20);
    return data<AddToCartActionData>(
      { form: ADD_TO_CART_FORM, error: QUANTITY_REFUSED, chosen: chosenValues(options), quantity: typed, quantityRefused: true },
      { status: refusedStatus(400) },
    );
  }
  try {
    // The options by name for a line the store leaves unnamed (WooCommerce): the page's own data, cached.
    const shown = options.length ? (await loadProductPage(context, productId, new URL(request.url)).catch(() => null))?.product : null;
    const name = await addToCart(shopper, { id: productId, quantity, options }, shown ? describeChoices(shown.options, options) : []);
    shopper.flashToast({ kind: "notification", message: addedToCartText(name) });
  } catch (error) {
    const { message, status } = formFailure(shopper, error, "add to cart");
    // The store names the first empty required option; the notification names every one, as the
    // form flags them (the product's options from the page's cached data).
    const product = status === 400 ? (await loadProductPage(context, productId, new URL(request.url)).catch(() => null))?.product : null;
    const full = product ? addToCartRefusalText(message, product.options, chosenValues(options)) : message;
    if (full !== message) shopper.flashToast({ kind: "error", message: full });
    return data<AddToCartActionData>(
      { form: ADD_TO_CART_FORM, error: message, chosen: chosenValues(options), quantity },
      { status: refusedStatus(status) },
    );
  }
  const url = new URL(request.url);
  return formSucceeded(formData, ADD_TO_CART_FORM, url.pathname + url.search);
}
