/**
 * The address form (account address book and checkout): the rules of
 * docs/product/content-and-forms.md#validation. Which zones are allowed depends on the chosen country, which the schema cannot know by
 * itself: pass `zoneIds`, the ids of the zones the page loaded for that country. A zone is then
 * required and must be one of them; a country without zones takes none (a zone left from another
 * country is dropped), so an address never names a zone outside its country.
 */
import { z } from "zod";
import { formMessages } from "./messages";
import { optionalText, requiredChoice, requiredText } from "./rules";

/**
 * The store's own message for a zone missing or not one of the country's: the same words with
 * JavaScript and without (the store's refusal of a post says them too).
 */
export const ZONE_NOT_IN_COUNTRY = "Please select a region / state!";

export interface ZoneRule {
  /** The chosen country's zone ids (none: the country has no zones). */
  zoneIds: readonly string[];
}

function zoneRule({ zoneIds }: ZoneRule) {
  if (!zoneIds.length)
    return z
      .string()
      .optional()
      .transform(() => undefined);
  return requiredChoice(ZONE_NOT_IN_COUNTRY).refine((id) => zoneIds.includes(id), ZONE_NOT_IN_COUNTRY);
}

export function addressSchema(zones: ZoneRule) {
  return z.object({
    firstName: requiredText(1, 32),
    lastName: requiredText(1, 32),
    company: optionalText(1, 32),
    address1: requiredText(3, 128),
    address2: optionalText(3, 128),
    city: requiredText(2, 128),
    zipcode: requiredText(2, 10),
    countryId: requiredChoice(formMessages.required),
    zoneId: zoneRule(zones),
  });
}
