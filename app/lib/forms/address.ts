/**
 * The address form (account address book and checkout): the rules of the account document,
 * section 5. Whether a zone is required depends on the chosen country, which the schema cannot
 * know by itself: pass `countryHasZones` (from the zones the page loaded for that country).
 */
import { z } from "zod";
import { formMessages } from "./messages";
import { optionalText, requiredChoice, requiredText } from "./rules";

export function addressSchema({ countryHasZones }: { countryHasZones: boolean }) {
  return z.object({
    firstName: requiredText(1, 32),
    lastName: requiredText(1, 32),
    company: optionalText(1, 32),
    address1: requiredText(3, 128),
    address2: optionalText(3, 128),
    city: requiredText(2, 128),
    zipcode: requiredText(2, 10),
    countryId: requiredChoice(formMessages.required),
    zoneId: countryHasZones ? requiredChoice(formMessages.required) : z.string().optional(),
  });
}
