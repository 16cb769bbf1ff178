/**
 * Customers and the logged-in state of the API session. Logging in points the session at the
 * customer (session.customer_id) and moves the guest's cart and wishlist rows over to the customer.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { FieldErrors, loginRequired, passwordRule, userError, type LengthRule } from "./account-validation";

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
}

export const CUSTOMER_COLUMNS = "id, email, firstname, lastname, telephone";

export const nameRules: readonly LengthRule[] = [
  { field: "firstName", label: "First Name", min: 1, max: 32 },
  { field: "lastName", label: "Last Name", min: 1, max: 32 },
];
/** The spec sets no rule for the phone; the column still needs a sane bound. */
export const phoneRule: LengthRule = { field: "phone", label: "Telephone", min: 0, max: 32, optional: true };

export const EMAIL_TAKEN = "Warning: E-Mail Address is already registered!";
export const LOGIN_FAILED = "Warning: No match for E-Mail Address and/or Password.";

/** The contract's Customer type. */
export function customerView(row: CustomerRow) {
  return { id: String(row.id), firstName: row.firstname, lastName: row.lastname, email: row.email, phone: row.telephone };
}

export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from customer where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The logged-in customer of this session, or null for a guest. */
export async function currentCustomer(context: ApiContext): Promise<CustomerRow | null> {
  const { customer_id } = await context.session.get();
  return customer_id ? findCustomer(context.db, customer_id) : null;
}

/** Every account field needs a logged-in session. */
export async function requireCustomer(context: ApiContext): Promise<CustomerRow> {
  const customer = await currentCustomer(context);
  if (!customer) throw loginRequired();
  return customer;
}

/** Validates the profile fields of register and edit; the email must not belong to another customer. */
export async function validateProfile(
  db: Queryable,
  values: Record<string, string>,
  options: { exceptCustomerId?: number; withPassword?: boolean },
): Promise<void> {
  const errors = new FieldErrors().lengths(values, [...nameRules, phoneRule]).email("email", values.email);
  if (options.withPassword) errors.lengths(values, [passwordRule]);
  errors.throwIfAny();
  if (await emailTaken(db, values.email, options.exceptCustomerId)) throw userError(EMAIL_TAKEN, "email");
}

async function emailTaken(db: Queryable, email: string, exceptCustomerId = 0): Promise<boolean> {
  const { rows } = await db.query(`select 1 from customer where lower(email) = lower($1) and id <> $2`, [email, exceptCustomerId]);
  return rows.length > 0;
}

/** PostgreSQL's unique_violation: two registrations with one email raced past the check. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

/**
 * Logs the session in, inside the caller's transaction: the guest's cart lines join the customer's
 * (quantities of the same product and options add up) and wished products are kept.
 */
export async function logSessionIn(tx: Queryable, context: ApiContext, customerId: number): Promise<void> {
  const session = await context.session.lock(tx);
  const guest = `s:${session.id}`;
  const customer = `c:${customerId}`;
  await tx.query(
    `insert into cart (owner, product_id, options, options_key, quantity, created_at)
     select $2, product_id, options, options_key, quantity, created_at from cart where owner = $1
     on conflict (owner, product_id, options_key) do update set quantity = cart.quantity + excluded.quantity`,
    [guest, customer],
  );
  await tx.query(`delete from cart where owner = $1`, [guest]);
  await tx.query(
    `insert into wishlist (owner, product_id, created_at) select $2, product_id, created_at from wishlist where owner = $1
     on conflict do nothing`,
    [guest, customer],
  );
  await tx.query(`delete from wishlist where owner = $1`, [guest]);
  await context.session.update({ customer_id: customerId }, tx);
}
