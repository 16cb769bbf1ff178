/**
 * Replays the recordings of a real OpenCart 3.0.3.9's order API (`route=api/...`,
 * tests/fixtures/vuefront-opencart-3.0.3.9/01–05) against the stock profile's stand-in
 * (commerce/rest/opencart-order-api.ts, decision 360): the same calls in the same order, with the
 * recorded store's ids mapped onto the demo catalogue's (product 50's select, radio, checkbox and
 * text; a product without options; customer 1; the United Kingdom), each answer compared by shape
 * (keys, types) and by the store's own words (every success and error message; a required option's
 * by its form, as names differ). Skipped when the recordings are absent.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { shapeDifferences } from "./replay/shape";

const FIXTURES = process.env.OPENCART_ORDER_API_FIXTURES ?? "tests/fixtures/vuefront-opencart-3.0.3.9";
const KEY = "replay-api-key-0123456789";

interface Exchange {
  name: string;
  request?: { method: string; url: string; body: string | null };
  response?: { body: string };
}

const scenarios = existsSync(FIXTURES)
  ? readdirSync(FIXTURES)
      .filter((file) => /^0[1-5]-.*\.json$/.test(file))
      .sort()
      .map((file) => ({ file, exchanges: (JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as { exchanges: Exchange[] }).exchanges }))
      .filter(({ exchanges }) => exchanges.some((exchange) => exchange.request?.url.includes("route=api/")))
  : [];

let api: TestApi;
/** Recorded id (product, option, value, customer, country, zone, coupon) → ours, by the field it is in. */
const ids = new Map<string, string>();

beforeAll(async () => {
  if (!scenarios.length) return;
  api = await startTestApi({ profile: "stock", openCartApi: { username: "Default", key: KEY, ips: ["127.0.0.1", "::1"] } });
  const db = api.api.db;
  // Product 50: a required select and radio, a checkbox and a text, nothing else required.
  const { rows } = await db.query<{ id: number }>(
    `select p.id from product p
      where p.status and p.quantity >= 20
        and exists (select 1 from product_option o where o.product_id = p.id and o.type = 'select' and o.required)
        and exists (select 1 from product_option o where o.product_id = p.id and o.type = 'radio' and o.required)
        and exists (select 1 from product_option o where o.product_id = p.id and o.type = 'checkbox')
        and (select count(*) from product_option o where o.product_id = p.id and o.required) = 2
      order by exists (select 1 from product_option o where o.product_id = p.id and o.type = 'text') desc, p.id limit 1`,
  );
  const product = rows[0]!.id;
  ids.set("product_id=50", String(product));
  const options = await db.query<{ id: number; type: string; required: boolean }>(
    `select id, type, required from product_option where product_id = $1 order by id`,
    [product],
  );
  const pick = (type: string, required?: boolean) =>
    options.rows.find((o) => o.type === type && (required === undefined || o.required === required));
  const values = async (id: number | undefined) =>
    id ? (await db.query<{ id: number }>(`select id from product_option_value where product_option_id = $1 order by id`, [id])).rows : [];
  const [select, radio, checkbox, text] = [pick("select", true), pick("radio", true), pick("checkbox"), pick("text")];
  for (const [recorded, option] of [
    ["300", select],
    ["301", radio],
    ["302", checkbox],
    ["303", text],
  ] as const) {
    if (option) ids.set(`option:${recorded}`, String(option.id));
  }
  const [selectValues, radioValues, checkboxValues] = await Promise.all([values(select?.id), values(radio?.id), values(checkbox?.id)]);
  ["900", "901"].forEach((id, index) => ids.set(`value:${id}`, String(selectValues[index]!.id)));
  ["902", "903"].forEach((id, index) => ids.set(`value:${id}`, String(radioValues[index]!.id)));
  ["904", "905"].forEach((id, index) => ids.set(`value:${id}`, String(checkboxValues[index]!.id)));
  const plain = await db.query<{ id: number }>(
    `select p.id from product p where p.status and p.quantity >= 20
        and not exists (select 1 from product_option o where o.product_id = p.id) order by p.id limit 1`,
  );
  ids.set("product_id=40", String(plain.rows[0]!.id));
  const many = await db.query<{ product_id: number }>(
    `select product_id from product_option where required group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  ids.set("product_id=42", String(many.rows[0]!.product_id));
  const uk = await db.query<{ country_id: number; id: number }>(
    `select z.country_id, z.id from zone z join country c on c.id = z.country_id where c.iso_code_2 = 'GB' order by z.id limit 1`,
  );
  ids.set("country_id=222", String(uk.rows[0]!.country_id));
  ids.set("zone_id=3563", String(uk.rows[0]!.id));
  const customer = new Shopper(api.url);
  const email = `replay-${Date.now()}@example.com`;
  await customer.data(
    `mutation { accountRegister(customer: { firstName: "Maya", lastName: "Lindqvist", email: "${email}", password: "Secret-pass-123" }) { id } }`,
  );
  const registered = await db.query<{ id: number }>(`select id from customer where email = $1`, [email]);
  ids.set("customer_id=1", String(registered.rows[0]!.id));
  ids.set("coupon=2222", "WELCOME15");
});
afterAll(() => api?.close());

/** The recorded form body with our ids, key and coupon. */
function mappedBody(body: string): URLSearchParams {
  const form = new URLSearchParams(body);
  const out = new URLSearchParams();
  for (const [name, value] of form) {
    if (name === "key") {
      out.append(name, value === "<api-key>" ? KEY : value);
      continue;
    }
    const option = /^option\[(\d+)\](\[\])?$/.exec(name);
    if (option) {
      const id = ids.get(`option:${option[1]}`);
      if (id) out.append(`option[${id}]${option[2] ?? ""}`, ids.get(`value:${value}`) ?? value);
      continue;
    }
    out.append(name, ids.get(`${name}=${value}`) ?? value);
  }
  return out;
}

/** `error.option` keyed by our option ids: one entry stands for the object (its keys are ids). */
function normalized(answer: unknown): unknown {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return answer;
  const record = { ...(answer as Record<string, unknown>) };
  const error = record.error;
  if (error && typeof error === "object" && !Array.isArray(error) && "option" in error) {
    const first = Object.values((error as { option: Record<string, unknown> }).option)[0];
    record.error = { ...error, option: { id: first } };
  }
  return record;
}

/** Every message in an answer, by where it is; a required option's by its form (names differ). */
function messages(answer: unknown, path = "$"): string[] {
  if (typeof answer === "string") {
    if (!/^\$\.(success|error)/.test(path)) return [];
    return [`${path.replace(/\.option\.[^.]+$/, ".option.*")}: ${/ required!$/.test(answer) ? "<option> required!" : answer}`];
  }
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return [];
  return Object.entries(answer).flatMap(([key, value]) => messages(value, `${path}.${key}`));
}

describe.skipIf(!scenarios.length)("OpenCart's order API replayed against the stock profile", () => {
  for (const { file, exchanges } of scenarios) {
    it(file, async () => {
      const tokens = new Map<string, string>();
      const differences: string[] = [];
      for (const exchange of exchanges) {
        if (!exchange.request?.url.includes("route=api/") || !exchange.response) continue;
        const recordedUrl = new URL(exchange.request.url);
        const query = new URLSearchParams(recordedUrl.search);
        const recordedToken = query.get("api_token");
        if (recordedToken) query.set("api_token", tokens.get(recordedToken) ?? recordedToken);
        const from = exchange.name.includes("127.0.0.2") ? "127.0.0.2" : "127.0.0.1";
        const response = await fetch(`${api.url}/api/index.php?${query}`, {
          method: exchange.request.method,
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
          body: exchange.request.method === "POST" ? mappedBody(exchange.request.body ?? "") : undefined,
        });
        const ours: unknown = JSON.parse(await response.text());
        const recorded: unknown = JSON.parse(exchange.response.body);
        const recordedNewToken = (recorded as { api_token?: string } | null)?.api_token;
        const ourNewToken = (ours as { api_token?: string } | null)?.api_token;
        if (recordedNewToken && ourNewToken) tokens.set(recordedNewToken, ourNewToken);
        for (const found of shapeDifferences(normalized(recorded), normalized(ours))) differences.push(`${exchange.name}: ${found}`);
        // A required option's message once, however many (the products' option counts differ).
        const [want, got] = [[...new Set(messages(recorded))].sort(), [...new Set(messages(ours))].sort()];
        if (JSON.stringify(want) !== JSON.stringify(got))
          differences.push(`${exchange.name}: messages ${JSON.stringify(want)} recorded, ${JSON.stringify(got)} here`);
      }
      expect(differences).toEqual([]);
    });
  }
});
