/** A customer's address book (the address rules themselves are in domain/address.ts). */
import { firstRow, type Queryable } from "@commerce/db/index";
import { checkAddress, type AddressValues } from "@commerce/domain/address";
import { userError } from "@commerce/domain/errors";
import { FieldErrors, positiveId } from "@commerce/domain/validation";

/** Validates an address-book input and throws every failure as one GraphQL error. */
export async function validateAddressInput(db: Queryable, values: Record<string, string>): Promise<AddressValues> {
  const errors = new FieldErrors();
  const address = await checkAddress(db, values, errors, "zipcode");
  errors.throwIfAny();
  if (!address) throw new Error("checkAddress failed without an error");
  return address;
}

export interface AddressRow {
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

/** One of the customer's addresses, or the error the address book shows for any other id. */
export async function requireAddress(db: Queryable, customerId: number, id: unknown): Promise<AddressRow> {
  const [row] = await loadAddresses(db, customerId, positiveId(id));
  if (!row) throw userError("Warning: Address not found!", "id");
  return row;
}

function addressParams(address: AddressValues) {
  return [
    address.firstName,
    address.lastName,
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.postcode,
    address.countryId,
    address.zoneId,
  ];
}

export async function addAddress(db: Queryable, customerId: number, address: AddressValues): Promise<AddressRow> {
  const { rows } = await db.query<{ id: number }>(
    `insert into address (firstname, lastname, company, address_1, address_2, city, postcode, country_id, zone_id, customer_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [...addressParams(address), customerId],
  );
  return requireAddress(db, customerId, firstRow(rows).id);
}

export async function updateAddress(db: Queryable, customerId: number, addressId: number, address: AddressValues): Promise<AddressRow> {
  await db.query(
    `update address set firstname = $1, lastname = $2, company = $3, address_1 = $4, address_2 = $5, city = $6, postcode = $7,
            country_id = $8, zone_id = $9
      where id = $10 and customer_id = $11`,
    [...addressParams(address), addressId, customerId],
  );
  return requireAddress(db, customerId, addressId);
}

export async function removeAddress(db: Queryable, customerId: number, addressId: number): Promise<void> {
  await db.query(`delete from address where id = $1 and customer_id = $2`, [addressId, customerId]);
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
