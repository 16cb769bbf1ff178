/**
 * Customer accounts on the API session: register, log in and out, profile, password, address book,
 * and the store's order-history extensions. Every account field needs a logged-in session.
 */
import bcrypt from "bcryptjs";
import type { ApiContext } from "@commerce/graphql/context";
import {
  CUSTOMER_COLUMNS,
  EMAIL_TAKEN,
  LOGIN_FAILED,
  currentCustomer,
  customerView,
  isUniqueViolation,
  logSessionIn,
  requireCustomer,
  validateProfile,
  type CustomerRow,
} from "@commerce/graphql/lib/account";
import { addressView, loadAddresses, validateAddressInput, type AddressValues } from "@commerce/graphql/lib/account-address";
import { FieldErrors, isEmail, passwordRule, positiveId, trimmedValues, userError } from "@commerce/graphql/lib/account-validation";
import { loadOrderViews, ORDER_COLUMNS, type OrderRow } from "@commerce/graphql/lib/checkout-order";
import { limitOffset, pageOf, toPage } from "@commerce/graphql/lib/paging";
import type { Resolvers } from "@commerce/graphql/types";

const BCRYPT_COST = 10;
/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const unknownCustomerHash = () => (dummyHash ??= bcrypt.hash("no such customer", BCRYPT_COST));

type CustomerInput = { customer?: Record<string, unknown> | null };

async function requireAddress(context: ApiContext, customerId: number, id: unknown) {
  const [row] = await loadAddresses(context.db, customerId, positiveId(id));
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

async function addressList(context: ApiContext, customerId: number) {
  return (await loadAddresses(context.db, customerId)).map(addressView);
}

export const accountResolvers: Resolvers = {
  RootQueryType: {
    async accountCheckLogged(_root, _args, context) {
      const customer = await currentCustomer(context);
      return { status: Boolean(customer), customer: customer ? customerView(customer) : null };
    },

    async accountAddressList(_root, _args, context) {
      const customer = await requireCustomer(context);
      return addressList(context, customer.id);
    },

    async accountAddress(_root, args: { id?: string }, context) {
      const customer = await requireCustomer(context);
      const [row] = await loadAddresses(context.db, customer.id, positiveId(args.id));
      return row ? addressView(row) : null;
    },

    // A guest has no orders: an empty page rather than an error, so an order-history link works for everyone.
    async accountOrdersList(_root, args: { page?: number; size?: number }, context) {
      const customer = await currentCustomer(context);
      if (!customer) return toPage([], 0, args);
      const { limit, offset } = limitOffset(args);
      const [{ rows }, { rows: counts }] = await Promise.all([
        context.db.query<OrderRow>(
          `select ${ORDER_COLUMNS} from "order" o where o.customer_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`,
          [customer.id, limit, offset],
        ),
        context.db.query<{ count: number }>(`select count(*)::int as count from "order" where customer_id = $1`, [customer.id]),
      ]);
      return toPage(await loadOrderViews(context.db, rows), counts[0].count, args);
    },

    async accountOrder(_root, args: { id?: string }, context) {
      const customer = await currentCustomer(context);
      if (!customer) return null;
      const { rows } = await context.db.query<OrderRow>(`select ${ORDER_COLUMNS} from "order" o where o.id = $1 and o.customer_id = $2`, [
        positiveId(args.id),
        customer.id,
      ]);
      return (await loadOrderViews(context.db, rows))[0] ?? null;
    },
  },

  RootMutationType: {
    // Registers only: the storefront logs in right after (spec: register is followed by an automatic login).
    async accountRegister(_root, args: CustomerInput, context) {
      const values = trimmedValues(args.customer);
      await validateProfile(context.db, values, { withPassword: true });
      const hash = await bcrypt.hash(values.password, BCRYPT_COST);
      try {
        const { rows } = await context.db.query<CustomerRow>(
          `insert into customer (email, firstname, lastname, telephone, password_hash) values ($1, $2, $3, $4, $5) returning ${CUSTOMER_COLUMNS}`,
          [values.email, values.firstName, values.lastName, values.phone ?? "", hash],
        );
        return customerView(rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw userError(EMAIL_TAKEN, "email");
        throw error;
      }
    },

    async accountLogin(_root, args: { email?: string; password?: string }, context) {
      const email = String(args.email ?? "").trim();
      const password = String(args.password ?? "");
      const { rows } = isEmail(email)
        ? await context.db.query<CustomerRow & { password_hash: string }>(
            `select ${CUSTOMER_COLUMNS}, password_hash from customer where lower(email) = lower($1)`,
            [email],
          )
        : { rows: [] };
      const customer = rows[0];
      const matches = await bcrypt.compare(password, customer?.password_hash ?? (await unknownCustomerHash()));
      if (!customer || !matches) throw userError(LOGIN_FAILED, "email");
      await context.db.transaction((tx) => logSessionIn(tx, context, customer.id));
      // Real VueFront servers log the session in and hand out no token.
      return { token: null, customer: customerView(customer) };
    },

    // The customer's cart and wishlist stay with the customer; the session goes back to an empty guest one.
    async accountLogout(_root, _args, context) {
      await context.session.update({ customer_id: null, coupon_code: null, checkout: {} });
      return { status: true };
    },

    async accountEdit(_root, args: CustomerInput, context) {
      const customer = await requireCustomer(context);
      const values = trimmedValues(args.customer);
      await validateProfile(context.db, values, { exceptCustomerId: customer.id });
      try {
        const { rows } = await context.db.query<CustomerRow>(
          `update customer set firstname = $2, lastname = $3, email = $4, telephone = $5 where id = $1 returning ${CUSTOMER_COLUMNS}`,
          [customer.id, values.firstName, values.lastName, values.email, values.phone ?? ""],
        );
        return customerView(rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw userError(EMAIL_TAKEN, "email");
        throw error;
      }
    },

    async accountEditPassword(_root, args: { password?: string }, context) {
      const customer = await requireCustomer(context);
      const password = String(args.password ?? "");
      new FieldErrors().lengths({ password }, [passwordRule]).throwIfAny();
      await context.db.query(`update customer set password_hash = $2 where id = $1`, [
        customer.id,
        await bcrypt.hash(password, BCRYPT_COST),
      ]);
      return customerView(customer);
    },

    async accountAddAddress(_root, args: { address?: Record<string, unknown> }, context) {
      const customer = await requireCustomer(context);
      const address = await validateAddressInput(context.db, trimmedValues(args.address));
      const { rows } = await context.db.query<{ id: number }>(
        `insert into address (firstname, lastname, company, address_1, address_2, city, postcode, country_id, zone_id, customer_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [...addressParams(address), customer.id],
      );
      return addressView(await requireAddress(context, customer.id, rows[0].id));
    },

    async accountEditAddress(_root, args: { id?: string; address?: Record<string, unknown> }, context) {
      const customer = await requireCustomer(context);
      const existing = await requireAddress(context, customer.id, args.id);
      const address = await validateAddressInput(context.db, trimmedValues(args.address));
      await context.db.query(
        `update address set firstname = $1, lastname = $2, company = $3, address_1 = $4, address_2 = $5, city = $6, postcode = $7,
                country_id = $8, zone_id = $9
          where id = $10 and customer_id = $11`,
        [...addressParams(address), existing.id, customer.id],
      );
      return addressView(await requireAddress(context, customer.id, existing.id));
    },

    async accountRemoveAddress(_root, args: { id?: string; page?: number; size?: number }, context) {
      const customer = await requireCustomer(context);
      const existing = await requireAddress(context, customer.id, args.id);
      await context.db.query(`delete from address where id = $1 and customer_id = $2`, [existing.id, customer.id]);
      return pageOf(await addressList(context, customer.id), args).content;
    },
  },
};
