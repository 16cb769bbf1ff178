/**
 * Customers and the logged-in state of the API session. Logging in points the session at the
 * customer (session.customer_id) and moves the guest's cart and wishlist rows over to the customer.
 */
import { firstRow, type Database, type Queryable } from "@commerce/db/index";
import type { Visit } from "@commerce/domain/context";
import { loginRequired, userError } from "@commerce/domain/errors";
import { FieldErrors, isEmail, passwordRule, trimmedValues, type LengthRule } from "@commerce/domain/validation";
import { hashPassword, verifyPassword } from "./passwords";

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
}

const CUSTOMER_COLUMNS = "id, email, firstname, lastname, telephone";

export const nameRules: readonly LengthRule[] = [
  { field: "firstName", label: "First Name", min: 1, max: 32 },
  { field: "lastName", label: "Last Name", min: 1, max: 32 },
];
/** The spec sets no rule for the phone; the column still needs a sane bound. */
export const phoneRule: LengthRule = { field: "phone", label: "Telephone", min: 0, max: 32, optional: true };

export const EMAIL_TAKEN = "Warning: E-Mail Address is already registered!";
export const LOGIN_FAILED = "Warning: No match for E-Mail Address and/or Password.";

export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from customer where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The logged-in customer of this session, or null for a guest. */
export async function currentCustomer(visit: Visit): Promise<CustomerRow | null> {
  const { customer_id } = await visit.session.get();
  return customer_id ? findCustomer(visit.db, customer_id) : null;
}

/** Every account field needs a logged-in session. */
export async function requireCustomer(visit: Visit): Promise<CustomerRow> {
  const customer = await currentCustomer(visit);
  if (!customer) throw loginRequired();
  return customer;
}

/** Validates the profile fields of register and edit; the email must not belong to another customer. */
async function validateProfile(
  db: Queryable,
  values: Record<string, string>,
  options: { exceptCustomerId?: number; withPassword?: boolean },
): Promise<void> {
  const errors = new FieldErrors().lengths(values, [...nameRules, phoneRule]).email("email", values.email);
  if (options.withPassword) errors.lengths(values, [passwordRule]);
  errors.throwIfAny();
  if (await emailTaken(db, values.email, options.exceptCustomerId)) throw userError(EMAIL_TAKEN, "email");
}

async function emailTaken(db: Queryable, email: string | undefined, exceptCustomerId = 0): Promise<boolean> {
  const { rows } = await db.query<{ taken: number }>(`select 1 as taken from customer where lower(email) = lower($1) and id <> $2`, [
    email,
    exceptCustomerId,
  ]);
  return rows.length > 0;
}

/** PostgreSQL's unique_violation: two registrations with one email raced past the check. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

/**
 * Logs the session in, inside the caller's transaction: the guest's cart lines join the customer's
 * (quantities of the same product and options add up) and wished products are kept.
 */
async function logSessionIn(tx: Queryable, visit: Visit, customerId: number): Promise<void> {
  const session = await visit.session.lock(tx);
  await mergeGuestRows(tx, session.id, customerId);
  await visit.session.update({ customer_id: customerId }, tx);
  // A session id handed out (or planted) before login is worthless after it.
  await visit.session.rotate(tx);
}

/**
 * Moves a session's guest cart lines and wished products to the customer, inside the caller's
 * transaction: quantities of the same product and options add up, wished products are kept.
 */
export async function mergeGuestRows(tx: Queryable, sessionId: string, customerId: number): Promise<void> {
  const guest = `s:${sessionId}`;
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
}

/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const unknownCustomerHash = () => {
  dummyHash ??= hashPassword("no such customer");
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash;
};

/** An email taken between the check and the write (a race) reads as taken, not as a server error. */
async function savingProfile(write: () => Promise<CustomerRow>): Promise<CustomerRow> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw userError(EMAIL_TAKEN, "email");
    throw error;
  }
}

/** Registers only: the storefront logs in right after (docs/product/accounts.md: register is followed by an automatic login). */
export async function registerCustomer(db: Queryable, input: Record<string, unknown> | null | undefined): Promise<CustomerRow> {
  const values = trimmedValues(input);
  await validateProfile(db, values, { withPassword: true });
  const hash = await hashPassword(values.password ?? "");
  return savingProfile(async () => {
    const { rows } = await db.query<CustomerRow>(
      `insert into customer (email, firstname, lastname, telephone, password_hash) values ($1, $2, $3, $4, $5) returning ${CUSTOMER_COLUMNS}`,
      [values.email, values.firstName, values.lastName, values.phone ?? "", hash],
    );
    return firstRow(rows);
  });
}

/** Checks the credentials and logs the visitor's session in as the customer. */
export async function logIn(visit: Visit, emailGiven: unknown, passwordGiven: unknown): Promise<CustomerRow> {
  const customer = await checkCredentials(visit.db, emailGiven, passwordGiven);
  await visit.db.transaction((tx) => logSessionIn(tx, visit, customer.id));
  return customer;
}

/** The customer with this email and password; anything else is LOGIN_FAILED, as slow as a match. */
export async function checkCredentials(db: Queryable, emailGiven: unknown, passwordGiven: unknown): Promise<CustomerRow> {
  const email = String(emailGiven ?? "").trim();
  const password = String(passwordGiven ?? "");
  const { rows } = isEmail(email)
    ? await db.query<CustomerRow & { password_hash: string }>(
        `select ${CUSTOMER_COLUMNS}, password_hash from customer where lower(email) = lower($1)`,
        [email],
      )
    : { rows: [] };
  const [found] = rows;
  const matches = await verifyPassword(password, found?.password_hash ?? (await unknownCustomerHash()));
  if (!found || !matches) throw userError(LOGIN_FAILED, "email");
  const { password_hash: _hash, ...customer } = found;
  return customer;
}

/**
 * The customer's cart and wishlist stay with the customer; the session goes back to an empty guest
 * one, under a new id (a copy of the logged-in cookie opens nothing afterwards).
 */
export async function logOut(visit: Visit): Promise<void> {
  await visit.db.transaction(async (tx) => {
    await visit.session.lock(tx);
    await visit.session.update({ customer_id: null, coupon_code: null, checkout: {} }, tx);
    await visit.session.rotate(tx);
  });
}

export async function editProfile(
  db: Queryable,
  customer: CustomerRow,
  input: Record<string, unknown> | null | undefined,
): Promise<CustomerRow> {
  const values = trimmedValues(input);
  await validateProfile(db, values, { exceptCustomerId: customer.id });
  return savingProfile(async () => {
    const { rows } = await db.query<CustomerRow>(
      `update customer set firstname = $2, lastname = $3, email = $4, telephone = $5 where id = $1 returning ${CUSTOMER_COLUMNS}`,
      [customer.id, values.firstName, values.lastName, values.email, values.phone ?? ""],
    );
    return firstRow(rows);
  });
}

/**
 * A new password ends the account's other sessions (decision 259): every other store session signed
 * in as this customer goes back to a guest one (its cart and wishlist stay with the customer). The
 * session that changed it stays signed in.
 */
export async function changePassword(db: Database, customer: CustomerRow, passwordGiven: unknown, keepSessionId: string): Promise<void> {
  const hash = await newPasswordHash(passwordGiven);
  await db.transaction((tx) => storePassword(tx, customer.id, hash, keepSessionId));
}

/** The hash of a new password, after the password rule (4 to 20 characters). */
export async function newPasswordHash(passwordGiven: unknown): Promise<string> {
  const password = String(passwordGiven ?? "");
  new FieldErrors().lengths({ password }, [passwordRule]).throwIfAny();
  return hashPassword(password);
}

/**
 * Stores a password hash inside the caller's transaction and signs the customer out of every store
 * session but `keepSessionId` (none: all of them).
 */
export async function storePassword(tx: Queryable, customerId: number, hash: string, keepSessionId: string | null): Promise<void> {
  await tx.query(`update customer set password_hash = $2 where id = $1`, [customerId, hash]);
  await tx.query(
    `update session set customer_id = null, coupon_code = null, checkout = '{}', updated_at = now()
     where customer_id = $1 and ($2::text is null or id <> $2)`,
    [customerId, keepSessionId],
  );
}
