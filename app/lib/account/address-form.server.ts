/**
 * The address create and edit pages: what their loaders read and what their actions do.
 *
 * Country and zone (docs/product/accounts.md): countries come from
 * `countriesList(page: 1, size: -1)`, the zones of the chosen country from `zonesList(country_id,
 * size: -1)`. Changing the country resets the zone and reloads the zones: with JavaScript a fetcher
 * loads this page's loader with `?countryId=`; without, the form's "Update zones" button posts the
 * form and the action answers with the typed values and the new country's zones (never a GET: the
 * typed address would be in the address bar).
 * The zone is required only when the country has zones (the schema is built from the zones).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import {
  ADDRESS_FIELD_NAMES,
  addressFormValues,
  defaultCountryId,
  UPDATE_ZONES,
  type AddressFormValues,
  type PlaceOption,
} from "~/lib/address";
import { CommerceApiError } from "~/lib/api/errors";
import { addressSchema } from "~/lib/forms/address";
import { notFound, throwApiFailure } from "~/lib/http.server";
import type { Shopper } from "~/lib/shopper.server";
import { keepUnsavedAddress, takeUnsavedAddress } from "./browser-customer.server";
import { apiFailure, invalidForm } from "./form-reply.server";
import { customerOrLogin, customerOrSessionEnded } from "./guards.server";
import { AccountAddAddressDocument, AccountAddressFormDocument, AccountEditAddressDocument } from "./queries.server";
import { loadZones, placeOptions } from "./zones.server";

export const ADDRESS_BOOK_PATH = "/account/address";

export interface AddressFormData {
  countries: PlaceOption[];
  /** The chosen country's zones; empty when it has none (the zone field is then hidden). */
  zones: PlaceOption[];
  countryId: string;
  values: AddressFormValues;
  /** The values are what the shopper typed when a save found the session ended (decision 265): not saved yet. */
  restored: boolean;
}

/** The typed values of a posted form or a query (the zones fetcher's `countryId`). */
function typedValues(params: URLSearchParams | FormData): AddressFormValues {
  const values = {} as AddressFormValues;
  for (const name of ADDRESS_FIELD_NAMES) values[name] = String(params.get(name) ?? "");
  return values;
}

/**
 * The form's data: the customer's address (edit), the countries, the chosen country's zones and the
 * values to start with. A `countryId` in the query (fetcher or "Update zones") picks the country
 * and, without JavaScript, carries the typed values; a zone is kept only if it belongs to it.
 * One API call, two when the country is known only from the stored address or the default.
 */
export async function loadAddressForm(shopper: Shopper, request: Request, addressId: string | null): Promise<AddressFormData> {
  const query = new URL(request.url).searchParams;
  const requestedCountry = query.get("countryId")?.trim() ?? "";
  const { data } = await shopper.api
    .requestPartial(AccountAddressFormDocument, {
      id: addressId ?? "",
      withAddress: addressId !== null,
      countryId: requestedCountry,
      withZones: requestedCountry !== "",
    })
    .catch(throwApiFailure);
  const customer = customerOrLogin(data.accountCheckLogged, request);
  if (addressId !== null && !data.accountAddress?.id) notFound("Address not found");

  const countries = placeOptions(data.countriesList?.content);
  // What this customer typed on this form when a save found the session ended, once (decision 265).
  const unsaved = requestedCountry ? null : takeUnsavedAddress(shopper, customer.id, addressId);
  const stored = addressFormValues(unsaved ?? data.accountAddress);
  const values = requestedCountry ? typedValues(query) : stored;
  const countryId = requestedCountry || stored.countryId || defaultCountryId(countries);
  const zones = requestedCountry ? placeOptions(data.zonesList?.content, countryId) : await loadZones(shopper, countryId);
  const zoneId = zones.some((zone) => zone.id === values.zoneId) ? values.zoneId : "";
  return { countries, zones, countryId, values: { ...values, countryId, zoneId }, restored: unsaved !== null };
}

/**
 * Saves the posted address (a new one, or `addressId`): the zones of the posted country decide
 * whether a zone is required. On success the address book with a notification; otherwise 400 with
 * the messages, the typed values and that country's zones, so the form shows the right zone list.
 */
export async function saveAddress(shopper: Shopper, request: Request, addressId: string | null) {
  const formData = await request.formData();
  const countryId = String(formData.get("countryId") ?? "").trim();
  const zones = await loadZones(shopper, countryId);
  const extra = { zones, countryId };
  if (formData.has(UPDATE_ZONES)) {
    // The country changed: its zones, the typed values kept, the zone chosen again (docs/product/accounts.md: the country change resets it).
    return data({ ...extra, result: { initialValue: { ...typedValues(formData), zoneId: "" } } });
  }
  const submission = parseWithZod(formData, { schema: addressSchema({ zoneIds: zones.map((zone) => zone.id) }) });
  if (submission.status !== "success") return invalidForm(submission, extra);

  const { company, address2, zoneId, ...required } = submission.value;
  // Optional fields are sent empty rather than left out, so an edit can clear them.
  const address = { ...required, company: company ?? "", address2: address2 ?? "", zoneId: zones.length ? (zoneId ?? "") : "" };
  try {
    const savedId =
      addressId === null
        ? (await shopper.api.request(AccountAddAddressDocument, { address })).accountAddAddress?.id
        : (await shopper.api.request(AccountEditAddressDocument, { id: addressId, address })).accountEditAddress?.id;
    // A store may refuse by answering nothing (WooCommerce's module answers an edit with nulls;
    // recording 05-account): no success notice for an address that was not saved.
    if (!savedId) throw new CommerceApiError(ADDRESS_NOT_SAVED, "graphql");
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql")
      await leaveIfGone(shopper, request, addressId, typedValues(formData));
    return apiFailure(submission, error, extra);
  }
  shopper.flashToast({
    kind: "notification",
    message: addressId === null ? "Your address has been successfully added" : "Your address has been successfully updated",
  });
  throw redirect(ADDRESS_BOOK_PATH);
}

/** Our words when the store answered a save without the address (and without its own refusal). */
export const ADDRESS_NOT_SAVED = "The store did not save this address.";

export const ADDRESS_GONE = "This address no longer exists. It may have been deleted in another window.";

/**
 * A refused save: a session that ended meanwhile goes to the login page, which says why, and the
 * typed address waits in the session for the form after sign-in (docs/decisions/265-session-ended-address-book.md);
 * an address deleted meanwhile (another tab) back to the address book with a notice, not the edit
 * page's bare "Page not found".
 */
async function leaveIfGone(shopper: Shopper, request: Request, addressId: string | null, typed: AddressFormValues): Promise<void> {
  const { data } = await shopper.api
    .requestPartial(AccountAddressFormDocument, { id: addressId ?? "", withAddress: addressId !== null, countryId: "", withZones: false })
    .catch(throwApiFailure);
  customerOrSessionEnded(shopper, data.accountCheckLogged, request, () => keepUnsavedAddress(shopper, addressId, typed));
  if (addressId !== null && !data.accountAddress?.id) {
    shopper.flashToast({ kind: "error", message: ADDRESS_GONE });
    throw redirect(ADDRESS_BOOK_PATH);
  }
}
