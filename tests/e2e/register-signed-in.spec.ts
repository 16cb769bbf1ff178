/**
 * Registering on a store that neither signs in at accountRegister nor keeps the phone (OpenCart 3 +
 * d_vuefront and WooCommerce + vuefront/wordpress do not; the stock stand-in may do either): the
 * storefront in remote mode on the stock store's API signs the new customer in and saves the phone
 * (app/lib/account/sign-in.server.ts).
 */
import { register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { main } from "./shop-helpers";

const remote = servers.remote.url;

test("signing up with a phone lands signed in, and the phone is kept", async ({ page, newCustomer }) => {
  const customer = newCustomer();
  await register(page, customer, "555-0142", remote);
  // The success page is the customer's: a guest would have been sent to the login page.
  await expect(page).toHaveURL(`${remote}/account/success`);
  await page.goto(`${remote}/account/edit`);
  await expect(page).toHaveURL(`${remote}/account/edit`);
  const form = main(page);
  await expect(form.getByLabel("Email")).toHaveValue(customer.email);
  await expect(form.getByLabel("Telephone (optional)")).toHaveValue("555-0142");
});
