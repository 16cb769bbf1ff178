/**
 * The wordpress profile's WooCommerce Store API stand-in in API tests (decision 365): calls over
 * node:http (header names as written, so `Authorization` goes exactly so), and the product whose
 * variation attributes the tests choose from.
 */
import { request as httpRequest } from "node:http";
import { Shopper, type TestApi } from "./api-server";
import { optionedProduct, type ProductFixture } from "./shop-fixtures";

export const STORE_API_BASE = "/api/wp-json/wc/store/v1";

export interface StoreApiAnswer<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

/** One Store API call, JSON in and out. */
export function storeApiCall<T = any>(
  api: TestApi,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<StoreApiAnswer<T>> {
  const text = body === undefined ? "" : JSON.stringify(body);
  const url = new URL(`${STORE_API_BASE}${path}`, api.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw ? (JSON.parse(raw) as T) : (null as T) });
        });
      },
    );
    sent.on("error", reject);
    sent.end(text);
  });
}

/** A product's variation attributes as the plugin lists them: `attribute_pa_<slug>`, values by slug and name. */
export interface PluginAttribute {
  id: string;
  name: string;
  values: { id: string; name: string }[];
}

/** A product in stock with variation attributes on the wordpress profile, and those attributes. */
export async function variableProduct(api: TestApi): Promise<{ product: ProductFixture; attributes: PluginAttribute[] }> {
  const product = await optionedProduct(api.api.db);
  const { data } = await new Shopper(api.url).gql(`query ($id: String) { product(id: $id) { options { id name values { id name } } } }`, {
    id: String(product.id),
  });
  return { product, attributes: data.product.options as PluginAttribute[] };
}

/** A customer registered and signed in through the plugin's GraphQL: their e-mail, id and token. */
export async function signedInCustomer(api: TestApi, tag: string): Promise<{ email: string; id: number; token: string }> {
  const shopper = new Shopper(api.url);
  const email = `${tag}.${Date.now().toString(36)}@example.com`;
  await shopper.data(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
    c: { firstName: "Maya", lastName: "Lindqvist", email, password: "Fixture-pass-123" },
  });
  const { accountLogin } = await shopper.data(
    `mutation ($e: String, $p: String) { accountLogin(email: $e, password: $p) { token customer { id } } }`,
    {
      e: email,
      p: "Fixture-pass-123",
    },
  );
  return { email, id: Number(accountLogin.customer.id), token: accountLogin.token as string };
}
