/**
 * The product form's options and the API's answers about them. Pure, unit-tested.
 *
 * Fields are named `option[{product_option_id}]`; a checkbox sends one entry per ticked value, and
 * the cart action joins them with "|" into one CartOption value (spec; `cartOptionsOf` in
 * app/lib/cart/intents.ts reads them for every add-to-cart form).
 */
import type { ProductOptionData } from "./types";

export const optionFieldName = (optionId: string) => `option[${optionId}]`;

/** What the form sent back, per option id (a checkbox's values split again), to show it as chosen. */
export function chosenValues(cartOptions: readonly { id: string; value: string }[]): Record<string, string[]> {
  return Object.fromEntries(cartOptions.map((option) => [option.id, option.value.split("|")]));
}

/**
 * The option an API error is about: OpenCart words it "{option name} required!" (VueFront passes
 * that on), the embedded API also "{option name}: …". Null for errors about the whole product.
 */
export function optionOfError(message: string, options: readonly Pick<ProductOptionData, "id" | "name">[]): string | null {
  const text = message.trim();
  const option = options.find((candidate) => text === `${candidate.name} required!` || text.startsWith(`${candidate.name}:`));
  return option?.id ?? null;
}
