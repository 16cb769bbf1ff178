import { useRef } from "react";
import { useErrorFocus, useFormFetcher } from "~/components/forms/form-hooks";
import { FormAlert } from "~/components/forms/FormAlert";
import { BagIcon } from "~/components/icons";
import { Button, ButtonLink } from "~/components/ui/Button";
import * as fieldStyles from "~/components/ui/field.css";
import { WishlistToggle } from "~/components/wishlist/WishlistToggle";
import { addToCartRefusalText, missingRequiredOptions, optionOfError, optionRequiredText } from "~/lib/cart/cart-options";
import { openCartSidebar } from "~/lib/cart/sidebar-store";
import { cx } from "~/lib/cx";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { purchaseFormOptions } from "~/lib/lenses/option-names";
import { ADD_TO_CART_FORM, type AddToCartActionData } from "~/lib/product/purchase-form";
import type { ProductPageData } from "~/lib/product/types";
import { trackAddToCart } from "~/lib/tracking/events";
import { OptionField } from "./OptionField";
import * as styles from "./product-page.css";

/**
 * Options, quantity and Add to cart (disabled without stock), with the wishlist heart beside it.
 * The form posts to the page itself; the store's refusal comes back next to the option it names
 * and in the form's alert. With JavaScript a fetcher posts it, and after a successful add the cart
 * sidebar opens and add_to_cart is tracked. The heart is the wishlist's own toggle.
 */
export function PurchaseForm({
  product,
  refusal,
  rxAble,
}: {
  product: ProductPageData["product"];
  refusal?: string | null;
  rxAble: boolean;
}) {
  // Prescription, index and usage are the lens configurator's; the frame's other options stay here.
  const options = purchaseFormOptions(product.options);
  const tracked = {
    id: product.id,
    name: product.name,
    price: product.price,
    special: product.special,
    brand: product.brand?.name ?? null,
  };
  const quantity = useRef<HTMLInputElement>(null);
  const formId = `product-${product.id}-purchase`;
  const { fetcher, reply: answer } = useFormFetcher<AddToCartActionData>(ADD_TO_CART_FORM, () => {
    trackAddToCart(tracked, Number(quantity.current?.value) || product.minimum);
    openCartSidebar();
  });
  // Before the first post here: a list's add the store refused ("Frame size required!"), flagged alike.
  const reply: AddToCartActionData | undefined =
    answer ?? (refusal ? { form: ADD_TO_CART_FORM, error: refusal, chosen: {}, quantity: product.minimum } : undefined);
  useErrorFocus(formId, reply);
  const busy = fetcher.state !== "idle";
  const erroredOption = reply ? optionOfError(reply.error, options) : null;
  // The store names the first empty required option; every one of them is flagged.
  const missing = reply && erroredOption ? missingRequiredOptions(options, reply.chosen) : [];
  const optionError = (option: ProductPageData["product"]["options"][number]) =>
    erroredOption === option.id ? reply?.error : missing.includes(option.id) ? optionRequiredText(option.name) : undefined;
  const alert = reply ? addToCartRefusalText(reply.error, options, reply.chosen) : undefined;
  const quantityRefused = reply?.quantityRefused ?? false;
  return (
    <>
      <fetcher.Form
        method="post"
        id={formId}
        noValidate
        preventScrollReset
        className={styles.options}
        onSubmit={(event) => busy && event.preventDefault()}
      >
        <input type="hidden" name="intent" value={ADD_TO_CART_FORM} />
        <EnhancedMarker />
        {options.map((option) => (
          <OptionField key={option.id} option={option} chosen={reply?.chosen[option.id]} error={optionError(option)} />
        ))}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the refusal names no field: the alert takes the focus (decision 236) */}
        <FormAlert message={alert} id={`${formId}-alert`} autoFocus={!erroredOption && !quantityRefused} />
      </fetcher.Form>
      <div className={styles.buyRow}>
        <label htmlFor={`${formId}-quantity`} className="visually-hidden">
          Quantity
        </label>
        <input
          ref={quantity}
          id={`${formId}-quantity`}
          form={formId}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={product.minimum}
          max={999}
          defaultValue={reply?.quantity ?? product.minimum}
          aria-invalid={quantityRefused || undefined}
          aria-describedby={quantityRefused ? `${formId}-alert` : undefined}
          className={cx(fieldStyles.input, styles.quantity)}
        />
        {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the keyboard's focus, and the cart sidebar could not give it back. */}
        <Button
          type="submit"
          form={formId}
          size="lg"
          className={styles.addButton}
          disabled={!product.inStock}
          aria-disabled={busy || undefined}
        >
          <BagIcon size={18} />
          {busy ? "Adding…" : "Add to cart"}
        </Button>
        <WishlistToggle product={tracked} className={styles.wishlist} />
      </div>
      {rxAble ? (
        <ButtonLink to={`/store/product/${product.id}/lenses`} variant="outline" size="lg" block className={styles.lensesLink}>
          Choose prescription lenses
        </ButtonLink>
      ) : null}
    </>
  );
}
