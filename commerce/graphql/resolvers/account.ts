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
import {
  customerOfResetToken,
  requestPasswordReset,
  resetPassword,
  RESET_LINK_INVALID,
  RESET_URL_REFUSED,
} from "@commerce/domain/account/password-reset";
import { inPasswordTurn } from "@commerce/domain/account/passwords";
import type { ApiContext } from "@commerce/domain/context";
import { UserError, userError } from "@commerce/domain/errors";
import { pageOf, toPage } from "@commerce/domain/paging";
import { knownOrigins, originOf } from "@commerce/domain/public-url";
import { RateLimitedError } from "@commerce/domain/session/attempts";
import { emailMessage, isEmail, positiveId, trimmedValues } from "@commerce/domain/validation";
import type { Customer, Resolvers, ResolversTypes } from "@commerce/graphql/generated/resolvers";
import { orderViews } from "@commerce/graphql/views";
import { storeName } from "@config/store";

/** The contract's Customer type. */
function customerView(row: CustomerRow): Customer {
  return { id: String(row.id), firstName: row.firstname, lastName: row.lastname, email: row.email, phone: row.telephone };
}

/**
 * The reset page a reset e-mail links to: an absolute http(s) URL on an origin the API knows, or
 * any such URL in a call the storefront signed (it built it from its public origin). Never another
 * site: a link there would hand a stranger the token.
 */
function resetPageUrl(given: unknown, context: ApiContext): string {
  const text = String(given ?? "").trim();
  const origin = originOf(text);
  if (!origin || !(context.signedCall || knownOrigins(context.request, context.settings).includes(origin)))
    throw userError(RESET_URL_REFUSED, "resetUrl");
  const url = new URL(text);
  url.hash = "";
  return url.href;
}

/** Counts one attempt, answering false instead of throwing when none is left. */
async function allowed(attempt: Promise<unknown>): Promise<boolean> {
  try {
    await attempt;
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
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

    // Wrong tokens count as failed attempts, as wrong passwords do (decision 094).
    async accountPasswordResetValid(_root, args, context) {
      const attempt = await context.limits.count("passwordResetToken", context.client);
      const valid = (await customerOfResetToken(context.db, args.token)) !== null;
      if (valid) await attempt.succeeded();
      return valid;
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

    // The same answer, in the same time, whether or not an account has the e-mail (decision 094).
    async accountForgottenPassword(_root, args, context) {
      const resetUrl = resetPageUrl(args.resetUrl, context);
      const email = String(args.email ?? "").trim();
      if (!isEmail(email)) throw userError(emailMessage, "email");
      await context.limits.count("passwordReset", context.client);
      // Past the e-mail's own allowance nothing is sent, and nothing tells the caller.
      if (await allowed(context.limits.count("passwordResetEmail", email.toLowerCase())))
        await requestPasswordReset(context.db, email, resetUrl, { mailer: context.mailer, storeName });
      return { status: true };
    },

    accountResetPassword: (_root, args, context) =>
      inPasswordTurn(context.request.signal, async () => {
        const attempt = await context.limits.count("passwordResetToken", context.client);
        try {
          const customer = await resetPassword(context.db, args.token, args.password);
          await attempt.succeeded();
          return customerView(customer);
        } catch (error) {
          // Only a token not good counts: a password the rule refuses is no guess.
          if (!(error instanceof UserError && error.message === RESET_LINK_INVALID)) await attempt.succeeded();
          throw error;
        }
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
