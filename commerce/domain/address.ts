/**
 * Postal addresses: the product's address rules, shared by the address book and the checkout's payment
 * and shipping addresses. The country must exist; a zone is needed only where the country has zones.
 */
import type { Queryable } from "@commerce/db/index";
import type { FieldErrors, LengthRule } from "@commerce/domain/validation";

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

/** The product's rules (docs/product/checkout.md#address); `postcode` is `zipcode` in the address book's input. */
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

const COUNTRY_MESSAGE = "Please select a country!";
const ZONE_MESSAGE = "Please select a region / state!";

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
