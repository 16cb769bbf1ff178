/** Orders for the browser tests: placed as another VueFront client would, shipped as the operator does. */
import type { TestCustomer } from "./account-helpers";
import { SHOP_OPERATOR_PORT } from "./servers";
import { graphql, newApiContext } from "./shop-helpers";

/**
 * Places an order for `customer` the way another VueFront client would: its own API session at
 * /api/graphql, logged in as the same customer (a legitimate setup step; the browser keeps its own
 * session). `lines` products, two units each. Returns the order and the (first) product ordered, and all of them.
 */
export async function placeOrderThroughApi(customer: TestCustomer, lines = 1) {
  // A context of its own: its cookies are that client's API session.
  const api = await newApiContext();
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(api, query, variables);

  await gql(`mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`, {
    email: customer.email,
    password: customer.password,
  });
  const { productsList } = await gql<{ productsList: { content: { id: string; name: string; quantity: number }[] } }>(
    `{ productsList(size: 40, sort: "id") { content { id name quantity } } }`,
  );
  const products = productsList.content.filter((candidate) => candidate.quantity >= 20).slice(0, lines);
  const product = products[0]!;
  for (const { id } of products) {
    const { product: detail } = await gql<{ product: { options: { id: string; required: boolean; values: { id: string }[] }[] } }>(
      `query ($id: String) { product(id: $id) { options { id required values { id } } } }`,
      { id },
    );
    const options = detail.options.filter((option) => option.required).map((option) => ({ id: option.id, value: option.values[0].id }));
    await gql(`mutation ($id: String, $options: [CartOption]) { addToCart(id: $id, quantity: 2, options: $options) { total } }`, {
      id,
      options,
    });
  }
  await gql(`mutation { createOrder { success } }`);
  const { countriesList } = await gql<{ countriesList: { content: { id: string; name: string }[] } }>(
    `{ countriesList(page: 1, size: -1) { content { id name } } }`,
  );
  const singapore = countriesList.content.find((country) => country.name === "Singapore")!;
  const address = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    telephone: "",
    address1: "12 Marina View",
    city: "Singapore",
    postcode: "018961",
    countryId: singapore.id,
  };
  await gql(
    `mutation ($address: [InputField]) {
      updateOrder(paymentAddress: $address, shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } }
    }`,
    { address: Object.entries(address).map(([name, value]) => ({ name, value })) },
  );
  const { confirmOrder } = await gql<{ confirmOrder: { order: { id: string; status: string; total: string } } }>(
    `mutation { confirmOrder { order { id status total } } }`,
  );
  await api.dispose();
  return { order: confirmOrder.order, product, products };
}

/** Marks an order shipped (or complete) on the shop's operator port (docs/decisions/341-order-status-by-the-operator.md). */
export async function markOrder(orderId: string, status: "shipped" | "complete" = "shipped"): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${SHOP_OPERATOR_PORT}/order-status?order=${orderId}&status=${status}`, { method: "POST" });
  if (!answer.ok) throw new Error(`order ${orderId} not marked ${status}: ${answer.status} ${await answer.text()}`);
}
