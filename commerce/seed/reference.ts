/** Seeds the shop's reference data: language, currencies, countries and zones, return reasons, coupons, the demo customer. */
import bcrypt from "bcryptjs";
import { imagePaths } from "@commerce/art/paths";
import type { Queryable } from "@commerce/db/index";
import { countries } from "./data/geography";
import { coupons, currencies, demoCustomer, languages, returnReasons, returnReasonsNeedingDetails } from "./data/store";
import { insertRows } from "./insert";

export async function seedReference(db: Queryable): Promise<void> {
  await insertRows(
    db,
    "language",
    { code: "text", name: "text", image: "text", sort_order: "int" },
    languages.map((l) => ({ code: l.code, name: l.name, image: imagePaths.flag(l.flag), sort_order: l.sort_order })),
  );
  await insertRows(
    db,
    "currency",
    {
      code: "text",
      title: "text",
      symbol_left: "text",
      symbol_right: "text",
      decimal_place: "int",
      value: "numeric",
      is_default: "boolean",
      sort_order: "int",
    },
    currencies,
  );

  const zoneIds = await seedGeography(db);

  await insertRows(
    db,
    "return_reason",
    { id: "int", name: "text", sort_order: "int", needs_details: "boolean" },
    returnReasons.map((name, i) => ({ id: i + 1, name, sort_order: i + 1, needs_details: returnReasonsNeedingDetails.includes(name) })),
  );

  await insertRows(
    db,
    "coupon",
    {
      id: "int",
      name: "text",
      code: "text",
      type: "text",
      discount: "numeric",
      total: "numeric",
      date_start: "days",
      date_end: "days",
      uses_total: "int",
      is_public: "boolean",
      status: "boolean",
    },
    coupons.map((c, i) => ({
      id: i + 1,
      name: c.name,
      code: c.code,
      type: c.type,
      discount: c.discount,
      total: c.total,
      date_start: c.startDays,
      date_end: c.endDays,
      uses_total: 0,
      is_public: c.isPublic,
      status: true,
    })),
  );

  await insertRows(
    db,
    "customer",
    { id: "int", email: "text", firstname: "text", lastname: "text", telephone: "text", password_hash: "text" },
    [{ id: 1, ...demoCustomer, password_hash: bcrypt.hashSync(demoCustomer.password, 10) }],
  );
  await insertRows(
    db,
    "address",
    {
      id: "int",
      customer_id: "int",
      firstname: "text",
      lastname: "text",
      company: "text",
      address_1: "text",
      address_2: "text",
      city: "text",
      postcode: "text",
      country_id: "int",
      zone_id: "int",
    },
    demoCustomer.addresses.map((a, i) => ({
      id: i + 1,
      customer_id: 1,
      ...a,
      country_id: zoneIds.country(a.country),
      zone_id: a.zone ? zoneIds.zone(a.country, a.zone) : null,
    })),
  );
}

/** Inserts countries and zones; returns lookups by ISO code and zone code. */
async function seedGeography(db: Queryable) {
  const countryIds = new Map<string, number>();
  const zoneIds = new Map<string, number>();
  const zoneRows: Array<{ id: number; country_id: number; name: string; code: string }> = [];
  countries.forEach((country, i) => {
    countryIds.set(country.iso2, i + 1);
    for (const [name, code] of country.zones) {
      const id = zoneRows.length + 1;
      zoneRows.push({ id, country_id: i + 1, name, code });
      zoneIds.set(`${country.iso2}:${code}`, id);
    }
  });
  await insertRows(
    db,
    "country",
    { id: "int", name: "text", iso_code_2: "text", iso_code_3: "text", postcode_required: "boolean" },
    countries.map((c, i) => ({ id: i + 1, name: c.name, iso_code_2: c.iso2, iso_code_3: c.iso3, postcode_required: c.postcodeRequired })),
  );
  await insertRows(db, "zone", { id: "int", country_id: "int", name: "text", code: "text" }, zoneRows);
  return {
    country: (iso2: string) => countryIds.get(iso2)!,
    zone: (iso2: string, code: string) => zoneIds.get(`${iso2}:${code}`)!,
  };
}
