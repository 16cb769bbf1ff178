/** The contact page: the store's locations, and messages sent through the contact form. */
import type { Queryable } from "@commerce/db/index";
import { fieldErrors, throwIfInvalid, trimFields } from "@commerce/domain/form-rules";

export interface LocationRow {
  id: number;
  name: string;
  address: string;
  telephone: string;
  fax: string;
  geocode: string;
  open: string;
  comment: string;
  image: string;
  sort_order: number;
}

export async function loadLocations(db: Queryable): Promise<LocationRow[]> {
  return (await db.query<LocationRow>(`select * from location order by sort_order, id`)).rows;
}

const contactRules = {
  name: { required: true, min: 3, max: 32 },
  email: { required: true, email: true, max: 96 },
  message: { required: true, min: 10, max: 3000 },
};

/** Validates the contact form (throwing its first failure) and stores the message for the store. */
export async function sendContactMessage(db: Queryable, input: Record<string, unknown>): Promise<void> {
  const values = trimFields(input, ["name", "email", "message"] as const);
  throwIfInvalid(fieldErrors(values, contactRules));
  await db.query(`insert into contact_message (name, email, message) values ($1, $2, $3)`, [values.name, values.email, values.message]);
}
