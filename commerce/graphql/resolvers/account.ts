/**
 * Customer accounts on the API session: register, log in and out, profile, password, address book,
 * and the store's order-history extensions. Every account field needs a logged-in session.
 */
import {
  addAddress,
  loadAddresses,
  removeAddress,
  requireAddress,
  updateAddress,
  validateAddressInput,
  type AddressRow,
} from "@commerce/domain/account/addresses";
import {
  changePassword,
  currentCustomer,
  editProfile,
  logIn,
  logOut,
  registerCustomer,
  requireCustomer,
  type CustomerRow,
} from "@commerce/domain/account/customers";
import { customerOrder, customerOrders, guestOrderOfSession } from "@commerce/domain/account/orders";
import { inPasswordTurn } from "@commerce/domain/account/passwords";
import { pageOf, toPage } from "@commerce/domain/paging";
import { positiveId, trimmedValues } from "@commerce/domain/validation";
import type { Customer, Resolvers, ResolversTypes } from "@commerce/graphql/generated/resolvers";
import { orderViews } from "@commerce/graphql/views";

/** The contract's Customer type. */
function customerView(row: CustomerRow): Customer {
  return { id: String(row.id), firstName: row.firstname, lastName: row.lastname, email: row.email, phone: row.telephone };
}

/** The contract's AccountAddress, with its country and zone resolved. */
function addressView(row: AddressRow): ResolversTypes["AccountAddress"] {
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
    country: row.country_id == null ? null : { id: row.country_id, name: row.country_name ?? "" },
    zone: row.zone_id == null || row.country_id == null ? null : { id: row.zone_id, name: row.zone_name ?? "", country_id: row.country_id },
  };
}

export const accountResolvers: Resolvers = {
  RootQueryType: {
    async accountCheckLogged(_root, _args, context) {
      const customer = await currentCustomer(context);
      return { status: Boolean(customer), customer: customer ? customerView(customer) : null };
    },

    async accountAddressList(_root, _args, context) {
      const customer = await requireCustomer(context);
      return (await loadAddresses(context.db, customer.id)).map(addressView);
    },

    async accountAddress(_root, args, context) {
      const customer = await requireCustomer(context);
      const [row] = await loadAddresses(context.db, customer.id, positiveId(args.id));
      return row ? addressView(row) : null;
    },

    // A guest has no orders: an empty page rather than an error, so an order-history link works for everyone.
    async accountOrdersList(_root, args, context) {
      const customer = await currentCustomer(context);
      if (!customer) return toPage([], 0, args);
      const page = await customerOrders(context.db, customer.id, args);
      return { ...page, content: await orderViews(context.db, page.content) };
    },

    // A guest reads back only the order their session has just placed (the order placed page).
    async accountOrder(_root, args, context) {
      const customer = await currentCustomer(context);
      const id = positiveId(args.id);
      const details = customer
        ? await customerOrder(context.db, customer.id, id)
        : await guestOrderOfSession(context.db, await context.session.get(), id);
      return details ? ((await orderViews(context.db, [details]))[0] ?? null) : null;
    },
  },

  RootMutationType: {
    // Each hashes a password: in its turn (domain/account/passwords.ts, decision 272).
    accountRegister: (_root, args, context) =>
      inPasswordTurn(context.request.signal, async () => {
        await context.limits.count("register", context.client);
        return customerView(await registerCustomer(context.db, args.customer));
      }),

    accountLogin: (_root, args, context) =>
      inPasswordTurn(context.request.signal, async () => {
        const attempt = await context.limits.login(context.client, args.email);
        const customer = await logIn(context, args.email, args.password);
        await attempt.succeeded();
        // Real VueFront servers log the session in and hand out no token.
        return { token: null, customer: customerView(customer) };
      }),

    async accountLogout(_root, _args, context) {
      await logOut(context);
      return { status: true };
    },

    async accountEdit(_root, args, context) {
      const customer = await requireCustomer(context);
      return customerView(await editProfile(context.db, customer, args.customer));
    },

    accountEditPassword: (_root, args, context) =>
      inPasswordTurn(context.request.signal, async () => {
        const customer = await requireCustomer(context);
        await changePassword(context.db, customer, args.password, context.session.id);
        return customerView(customer);
      }),

    async accountAddAddress(_root, args, context) {
      const customer = await requireCustomer(context);
      const address = await validateAddressInput(context.db, trimmedValues(args.address));
      return addressView(await addAddress(context.db, customer.id, address));
    },

    async accountEditAddress(_root, args, context) {
      const customer = await requireCustomer(context);
      const existing = await requireAddress(context.db, customer.id, args.id);
      const address = await validateAddressInput(context.db, trimmedValues(args.address));
      return addressView(await updateAddress(context.db, customer.id, existing.id, address));
    },

    async accountRemoveAddress(_root, args, context) {
      const customer = await requireCustomer(context);
      const existing = await requireAddress(context.db, customer.id, args.id);
      await removeAddress(context.db, customer.id, existing.id);
      return pageOf((await loadAddresses(context.db, customer.id)).map(addressView), args).content;
    },
  },
};
