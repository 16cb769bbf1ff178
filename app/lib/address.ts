/** Address-book entries as the account pages read and show them. */
import type { AddressFieldsFragment } from "~/lib/api/generated/graphql";

/** An address-book entry as the account pages read it (the `AddressFields` fragment). */
export type AddressNode = AddressFieldsFragment;

/** A country or zone in a select. */
/** The field "Update zones" posts (no JavaScript): the action answers the form again for the chosen country. */
export const UPDATE_ZONES = "updateZones";

export interface PlaceOption {
  id: string;
  name: string;
}

/** The form's fields, as strings (what a form posts and what its inputs start with). */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  countryId: string;
  zoneId: string;
}

export const ADDRESS_FIELD_NAMES = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "city",
  "zipcode",
  "countryId",
  "zoneId",
] as const satisfies readonly (keyof AddressFormValues)[];

/** An address from the API (or posted values) as form strings: missing fields become "". */
export function addressFormValues(address: Partial<Record<keyof AddressFormValues, string | null>> | null | undefined): AddressFormValues {
  return {
    firstName: address?.firstName ?? "",
    lastName: address?.lastName ?? "",
    company: address?.company ?? "",
    address1: address?.address1 ?? "",
    address2: address?.address2 ?? "",
    city: address?.city ?? "",
    zipcode: address?.zipcode ?? "",
    countryId: address?.countryId ?? "",
    zoneId: address?.zoneId ?? "",
  };
}

/**
 * An entry that holds no address: WooCommerce's module lists its customer's billing and shipping
 * fields as two pseudo-addresses, empty strings before any checkout (recording 05-account). Shown,
 * they would be blank cards whose edit and delete the store refuses.
 */
export function isBlankAddress(address: Pick<AddressNode, "firstName" | "lastName" | "address1" | "city">): boolean {
  return [address.firstName, address.lastName, address.address1, address.city].every((field) => !field?.trim() || field === "false");
}

/** The lines of a postal address, as on an envelope (US order: city, state zip). */
export function addressLines(address: AddressNode): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  const cityLine = [address.city, [address.zone?.name, address.zipcode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [name, address.company, address.address1, address.address2, cityLine, address.country?.name].filter((line): line is string =>
    Boolean(line),
  );
}

/** The store is US-oriented (docs/product/accounts.md): a new address starts in the United States when the store lists it. */
export const DEFAULT_COUNTRY_NAME = "United States";

export function defaultCountryId(countries: readonly PlaceOption[]): string {
  return (countries.find((country) => country.name === DEFAULT_COUNTRY_NAME) ?? countries[0])?.id ?? "";
}
