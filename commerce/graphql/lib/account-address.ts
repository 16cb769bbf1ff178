/**
 * Postal addresses: the spec's address rules (shared by the address book and the checkout's
 * payment and shipping addresses) and the AccountAddress view of address-book rows.
 */
import type { Queryable } from "@commerce/db/index";
import { FieldErrors, type LengthRule } from "./account-validation";

export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  countryId: number;
  /** Null when the country has no zones. */
  zoneId: number | null;
  /** Names, kept with checkout and order addresses so the order reads well even if the lists change. */
  country: string;
  zone: string;
}

/** The spec's rules (second document, section 5); `postcode` is `zipcode` in the address book's input. */
function addressRules(postcodeField: string): LengthRule[] {
  return [
    { field: "firstName", label: "First Name", min: 1, max: 32 },
    { field: "lastName", label: "Last Name", min: 1, max: 32 },
    { field: "company", label: "Company", min: 1, max: 32, optional: true },
    { field: "address1", label: "Address 1", min: 3, max: 128 },
    { field: "address2", label: "Address 2", min: 3, max: 128, optional: true },
    { field: "city", label: "City", min: 2, max: 128 },
    { field: postcodeField, label: "Postcode", min: 2, max: 10 },
  ];
}

export const COUNTRY_MESSAGE = "Please select a country!";
export const ZONE_MESSAGE = "Please select a region / state!";

/**
 * Checks trimmed address values, adding failures to `errors` (the caller throws them, so checkout
 * can report other fields too). The country must exist; a zone is required only when the country
 * has zones, and must be one of them. Returns the normalised address when the country part is valid.
 */
export async function checkAddress(
  db: Queryable,
  values: Record<string, string>,
  errors: FieldErrors,
  postcodeField: "zipcode" | "postcode",
): Promise<AddressValues | null> {
  errors.lengths(values, addressRules(postcodeField));
  const countryId = Number(values.countryId);
  const { rows: countries } =
    Number.isInteger(countryId) && countryId > 0
      ? await db.query<{ name: string; zones: number }>(
          `select c.name, (select count(*)::int from zone z where z.country_id = c.id) as zones from country c where c.id = $1`,
          [countryId],
        )
      : { rows: [] };
  const country = countries[0];
  if (!country) {
    errors.add("countryId", COUNTRY_MESSAGE);
    return null;
  }

  let zone: { id: number; name: string } | null = null;
  if (country.zones > 0) {
    const zoneId = Number(values.zoneId);
    const { rows: zones } =
      Number.isInteger(zoneId) && zoneId > 0
        ? await db.query<{ id: number; name: string }>(`select id, name from zone where id = $1 and country_id = $2`, [zoneId, countryId])
        : { rows: [] };
    zone = zones[0] ?? null;
    if (!zone) {
      errors.add("zoneId", ZONE_MESSAGE);
      return null;
    }
  }

  return {
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
    company: values.company ?? "",
    address1: values.address1 ?? "",
    address2: values.address2 ?? "",
    city: values.city ?? "",
    postcode: values[postcodeField] ?? "",
    countryId,
    zoneId: zone?.id ?? null,
    country: country.name,
    zone: zone?.name ?? "",
  };
}

/** Validates an address-book input and throws every failure as one GraphQL error. */
export async function validateAddressInput(db: Queryable, values: Record<string, string>): Promise<AddressValues> {
  const errors = new FieldErrors();
  const address = await checkAddress(db, values, errors, "zipcode");
  errors.throwIfAny();
  return address!;
}

interface AddressRow {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: number | null;
  zone_id: number | null;
  country_name: string | null;
  zone_name: string | null;
}

/** A customer's address-book rows (one when `addressId` is given); never another customer's. */
export async function loadAddresses(db: Queryable, customerId: number, addressId?: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `select a.id, a.firstname, a.lastname, a.company, a.address_1, a.address_2, a.city, a.postcode, a.country_id, a.zone_id,
            c.name as country_name, z.name as zone_name
       from address a
       left join country c on c.id = a.country_id
       left join zone z on z.id = a.zone_id
      where a.customer_id = $1 and ($2::int is null or a.id = $2::int)
      order by a.id`,
    [customerId, addressId ?? null],
  );
  return rows;
}

/** The contract's AccountAddress, with its country and zone resolved. */
export function addressView(row: AddressRow) {
  return {
    id: String(row.id),
    firstName: row.firstname,
    lastName: row.lastname,
    company: row.company,
    address1: row.address_1,
    address2: row.address_2,
    city: row.city,
    zipcode: row.postcode,
    countryId: row.country_id == null ? null : String(row.country_id),
    zoneId: row.zone_id == null ? null : String(row.zone_id),
    country: row.country_id == null ? null : { id: row.country_id, name: row.country_name },
    // Both spellings: the catalogue's Zone resolvers may read the row column or the contract field.
    zone:
      row.zone_id == null ? null : { id: row.zone_id, name: row.zone_name, country_id: row.country_id, countryId: String(row.country_id) },
  };
}

/** An address-book row as a checkout/order address. */
export function addressValuesOf(row: AddressRow): AddressValues {
  return {
    firstName: row.firstname,
    lastName: row.lastname,
    company: row.company,
    address1: row.address_1,
    address2: row.address_2,
    city: row.city,
    postcode: row.postcode,
    countryId: row.country_id ?? 0,
    zoneId: row.zone_id,
    country: row.country_name ?? "",
    zone: row.zone_name ?? "",
  };
}
