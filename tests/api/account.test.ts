import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  countries,
  demoCustomer,
  optionedProduct,
  requiredOptions,
  type CountryFixtures,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let places: CountryFixtures;

beforeAll(async () => {
  server = await startTestApi();
  product = await optionedProduct(server.api.db);
  places = await countries(server.api.db);
});
afterAll(() => server?.close());

const REGISTER = `mutation ($customer: CustomerInput) { accountRegister(customer: $customer) { id firstName lastName email phone } }`;
const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { token customer { id email firstName } } }`;
const CHECK = `{ accountCheckLogged { status customer { id email } } }`;
const ADDRESS_FIELDS = `id firstName lastName company address1 address2 city zipcode countryId zoneId country { id name } zone { id name countryId }`;
const ADD_ADDRESS = `mutation ($address: AccountAddressInput) { accountAddAddress(address: $address) { ${ADDRESS_FIELDS} } }`;

const uniqueEmail = () => `shopper.${randomBytes(5).toString("hex")}@example.com`;

function errorOf(result: { errors?: { message: string }[] }): string {
  expect(result.errors, "expected a GraphQL error").toBeDefined();
  return result.errors![0].message;
}

async function registerAndLogin(shopper: Shopper, overrides: Record<string, string> = {}) {
  const customer = { firstName: "Ada", lastName: "Lovelace", email: uniqueEmail(), password: "secret12", phone: "555-0101", ...overrides };
  const { accountRegister } = await shopper.data(REGISTER, { customer });
  await shopper.data(LOGIN, { email: customer.email, password: customer.password });
  return { ...customer, id: accountRegister.id as string };
}

function usAddress(overrides: Record<string, string | null> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    company: "",
    address1: "12 Analytical Row",
    address2: "",
    city: "Springfield",
    zipcode: "12345",
    countryId: String(places.zoned.id),
    zoneId: String(places.zoned.zoneId),
    ...overrides,
  };
}

describe("registration and login", () => {
  it("registers a customer, validating each field with OpenCart's messages", async () => {
    const shopper = new Shopper(server.url);
    const valid = { firstName: " Grace ", lastName: "Hopper", email: uniqueEmail(), password: "cobol1959" };
    const cases: [Record<string, string>, string][] = [
      [{ firstName: "" }, "First Name must be between 1 and 32 characters!"],
      [{ lastName: "x".repeat(33) }, "Last Name must be between 1 and 32 characters!"],
      [{ email: "grace-at-example.com" }, "E-Mail Address does not appear to be valid!"],
      [{ password: "abc" }, "Password must be between 4 and 20 characters!"],
      [{ password: "x".repeat(21) }, "Password must be between 4 and 20 characters!"],
    ];
    for (const [change, message] of cases) {
      expect(errorOf(await shopper.gql(REGISTER, { customer: { ...valid, ...change } }))).toBe(message);
    }
    const { accountRegister } = await shopper.data(REGISTER, { customer: valid });
    expect(accountRegister).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: valid.email, phone: "" });
    // Registering does not log in: the storefront logs in right after.
    expect((await shopper.data(CHECK)).accountCheckLogged).toEqual({ status: false, customer: null });

    const { rows } = await server.api.db.query(`select password_hash from customer where email = $1`, [valid.email]);
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$10\$/);
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    const shopper = new Shopper(server.url);
    const customer = { firstName: "Sam", lastName: "Demo", email: demoCustomer.email.toUpperCase(), password: "whatever1" };
    expect(errorOf(await shopper.gql(REGISTER, { customer }))).toBe("Warning: E-Mail Address is already registered!");
  });

  it("logs the session in with the right password only, and out again", async () => {
    const shopper = new Shopper(server.url);
    const wrong = await shopper.gql(LOGIN, { email: demoCustomer.email, password: "not-it" });
    expect(errorOf(wrong)).toBe("Warning: No match for E-Mail Address and/or Password.");
    expect(errorOf(await shopper.gql(LOGIN, { email: "nobody@example.com", password: "demo1234" }))).toBe(
      "Warning: No match for E-Mail Address and/or Password.",
    );
    expect((await shopper.data(CHECK)).accountCheckLogged.status).toBe(false);

    const { accountLogin } = await shopper.data(LOGIN, { email: ` ${demoCustomer.email.toUpperCase()} `, password: demoCustomer.password });
    expect(accountLogin.token).toBeNull();
    expect(accountLogin.customer.email).toBe(demoCustomer.email);
    expect((await shopper.data(CHECK)).accountCheckLogged).toEqual({
      status: true,
      customer: { id: accountLogin.customer.id, email: demoCustomer.email },
    });
    // Another shopper stays a guest.
    expect((await new Shopper(server.url).data(CHECK)).accountCheckLogged.status).toBe(false);

    expect((await shopper.data(`mutation { accountLogout { status } }`)).accountLogout).toEqual({ status: true });
    expect((await shopper.data(CHECK)).accountCheckLogged).toEqual({ status: false, customer: null });
  });

  it("keeps the guest's cart and wishlist on login, merging lines the customer already had", async () => {
    const firstDevice = new Shopper(server.url);
    const account = await registerAndLogin(firstDevice);
    const options = requiredOptions(product);
    await firstDevice.data(ADD_TO_CART, { id: String(product.id), quantity: 2, options });
    await firstDevice.data(`mutation { accountLogout { status } }`);
    // Logged out, the session is an empty guest one; the customer's cart waits for the next login.
    expect((await firstDevice.data(`{ cart { quantity } }`)).cart.quantity).toBe(0);

    const guest = new Shopper(server.url);
    await guest.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options });
    await guest.data(`mutation ($id: Int) { addToWishlist(id: $id) { id } }`, { id: product.id });
    await guest.data(LOGIN, { email: account.email, password: account.password });

    const after = await guest.data(`{ cart { quantity products { quantity product { id } } } wishlist { id } }`);
    expect(after.cart.products).toEqual([{ quantity: 3, product: { id: String(product.id) } }]);
    expect(after.wishlist).toEqual([{ id: String(product.id) }]);
    const guestOwner = `s:${guest.cookieHeader.replace(/^OCSESSID=/, "")}`;
    const { rows } = await server.api.db.query(`select 1 from cart where owner = $1 union all select 1 from wishlist where owner = $1`, [
      guestOwner,
    ]);
    expect(rows).toEqual([]);
  });
});

describe("profile", () => {
  it("needs a logged-in session for every account field", async () => {
    const guest = new Shopper(server.url);
    const calls = [
      `{ accountAddressList { id } }`,
      `{ accountAddress(id: "1") { id } }`,
      `mutation { accountEdit(customer: {firstName: "A", lastName: "B", email: "a@b.co"}) { id } }`,
      `mutation { accountEditPassword(password: "secret") { id } }`,
      `mutation { accountRemoveAddress(id: "1") { id } }`,
    ];
    for (const call of calls) expect(errorOf(await guest.gql(call))).toBe("You must be logged in to use your account.");
  });

  it("edits names, email and password, keeping emails unique", async () => {
    const shopper = new Shopper(server.url);
    const account = await registerAndLogin(shopper);
    const EDIT = `mutation ($customer: CustomerInput) { accountEdit(customer: $customer) { id firstName lastName email phone } }`;
    const taken = await shopper.gql(EDIT, { customer: { firstName: "Ada", lastName: "King", email: demoCustomer.email } });
    expect(errorOf(taken)).toBe("Warning: E-Mail Address is already registered!");

    const newEmail = uniqueEmail();
    const { accountEdit } = await shopper.data(EDIT, { customer: { firstName: "Ada", lastName: "King", email: newEmail, phone: "" } });
    expect(accountEdit).toEqual({ id: account.id, firstName: "Ada", lastName: "King", email: newEmail, phone: "" });
    // Saving one's own unchanged email is fine.
    await shopper.data(EDIT, { customer: { firstName: "Ada", lastName: "King", email: newEmail } });

    const PASSWORD = `mutation ($password: String) { accountEditPassword(password: $password) { id } }`;
    expect(errorOf(await shopper.gql(PASSWORD, { password: "abc" }))).toBe("Password must be between 4 and 20 characters!");
    await shopper.data(PASSWORD, { password: "n3w-secret" });

    const other = new Shopper(server.url);
    expect(errorOf(await other.gql(LOGIN, { email: newEmail, password: account.password }))).toMatch(/No match/);
    expect((await other.data(LOGIN, { email: newEmail, password: "n3w-secret" })).accountLogin.customer.id).toBe(account.id);
  });
});

describe("a password change", () => {
  it("signs the account's other sessions out, and keeps the one that changed it", async () => {
    const [laptop, phone, stranger] = [new Shopper(server.url), new Shopper(server.url), new Shopper(server.url)];
    const account = await registerAndLogin(laptop);
    await phone.data(LOGIN, { email: account.email, password: account.password });
    await registerAndLogin(stranger);
    await laptop.data(`mutation { accountEditPassword(password: "n3w-secret") { id } }`);
    expect((await laptop.data(CHECK)).accountCheckLogged).toEqual({ status: true, customer: { id: account.id, email: account.email } });
    expect((await phone.data(CHECK)).accountCheckLogged).toEqual({ status: false, customer: null });
    // Another customer's session is not touched.
    expect((await stranger.data(CHECK)).accountCheckLogged.status).toBe(true);
  });
});

describe("address book", () => {
  it("requires a zone for a country with zones, none for a zone-less country, and refuses another country's zone", async () => {
    const shopper = new Shopper(server.url);
    await registerAndLogin(shopper);

    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ zoneId: "" }) }))).toBe("Please select a region / state!");
    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ zoneId: String(places.foreignZoneId) }) }))).toBe(
      "Please select a region / state!",
    );
    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ countryId: "999999" }) }))).toBe("Please select a country!");
    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ address1: "12" }) }))).toBe(
      "Address 1 must be between 3 and 128 characters!",
    );
    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ zipcode: "1" }) }))).toBe(
      "Postcode must be between 2 and 10 characters!",
    );
    expect(errorOf(await shopper.gql(ADD_ADDRESS, { address: usAddress({ company: "c".repeat(33) }) }))).toBe(
      "Company must be between 1 and 32 characters!",
    );

    const { accountAddAddress: home } = await shopper.data(ADD_ADDRESS, { address: usAddress() });
    expect(home).toMatchObject({
      firstName: "Ada",
      city: "Springfield",
      zipcode: "12345",
      countryId: String(places.zoned.id),
      zoneId: String(places.zoned.zoneId),
      country: { id: String(places.zoned.id) },
      zone: { id: String(places.zoned.zoneId), name: places.zoned.zoneName, countryId: String(places.zoned.id) },
    });

    const abroad = usAddress({ countryId: String(places.zoneless.id), zoneId: "" });
    const { accountAddAddress: away } = await shopper.data(ADD_ADDRESS, { address: abroad });
    expect(away).toMatchObject({
      countryId: String(places.zoneless.id),
      zoneId: null,
      zone: null,
      country: { name: places.zoneless.name },
    });

    const { accountAddressList } = await shopper.data(`{ accountAddressList { id } }`);
    expect(accountAddressList).toEqual([{ id: home.id }, { id: away.id }]);
  });

  it("edits and removes a customer's own addresses only", async () => {
    const owner = new Shopper(server.url);
    await registerAndLogin(owner);
    const { accountAddAddress: first } = await owner.data(ADD_ADDRESS, { address: usAddress() });
    const { accountAddAddress: second } = await owner.data(ADD_ADDRESS, { address: usAddress({ city: "Shelbyville" }) });

    const EDIT = `mutation ($id: String, $address: AccountAddressInput) { accountEditAddress(id: $id, address: $address) { id city address2 } }`;
    const { accountEditAddress } = await owner.data(EDIT, {
      id: first.id,
      address: usAddress({ city: "Capital City", address2: "Suite 200" }),
    });
    expect(accountEditAddress).toEqual({ id: first.id, city: "Capital City", address2: "Suite 200" });

    const intruder = new Shopper(server.url);
    await registerAndLogin(intruder);
    expect((await intruder.data(`query ($id: String) { accountAddress(id: $id) { id } }`, { id: first.id })).accountAddress).toBeNull();
    expect(errorOf(await intruder.gql(EDIT, { id: first.id, address: usAddress({ city: "Hacked" }) }))).toBe("Warning: Address not found!");
    expect(errorOf(await intruder.gql(`mutation ($id: String) { accountRemoveAddress(id: $id) { id } }`, { id: first.id }))).toBe(
      "Warning: Address not found!",
    );
    expect((await intruder.data(`{ accountAddressList { id } }`)).accountAddressList).toEqual([]);

    const { accountAddress } = await owner.data(`query ($id: String) { accountAddress(id: $id) { city } }`, { id: first.id });
    expect(accountAddress.city).toBe("Capital City");
    const { accountRemoveAddress } = await owner.data(
      `mutation ($id: String) { accountRemoveAddress(id: $id, page: 1, size: -1) { id city } }`,
      {
        id: first.id,
      },
    );
    expect(accountRemoveAddress).toEqual([{ id: second.id, city: "Shelbyville" }]);
  });
});
