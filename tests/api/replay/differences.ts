/**
 * The replay test's two lists (tests/api/replay-opencart.test.ts, docs/decisions/220-stock-profile-as-recorded.md).
 *
 * DIFFERENCES: where the stock profile answers a recorded exchange with another shape, on purpose or
 * because matching it is not worth it, or because the demo catalogue has other data than OpenCart's
 * demo store: `NN exchange name` → why. The test fails on a difference not listed here, and on a
 * listed one that no longer occurs, so the list stays true.
 *
 * SKIPPED: exchanges the replay does not send, with why. Besides these, every `db: …` entry (a
 * database read, no HTTP exchange) and every `--- … ---` section heading is left out.
 */

const CATALOGUE = "the demo catalogue's data, not a behaviour:";
const VALIDATES = "deliberate: the stand-in keeps its validation (decision 160), where OpenCart accepts anything";
const STOCK_AT_ADD = `deliberate: the stand-in refuses an add beyond the stock at once (docs/decisions/033-checkout-state-and-methods.md), where OpenCart (config_stock_checkout 0) adds it and refuses at checkout`;
const FIELDS =
  "deliberate: API_CHECKOUT_FIELDS=module (decision 160) names the fields as the module does, but keeps labels and defaults, and no terms page is configured (agree null)";

export const DIFFERENCES: Record<string, string> = {
  "02 categoriesList: header menu (page 1, size 10, parent 0) and top menu (size -1, parent 0, top true)": `${CATALOGUE} every demo top category has sub-categories; OpenCart's first one has none`,
  '02 categoriesList search "mac"': `${CATALOGUE} no demo category name contains "mac"`,
  '02 category(id: "59") (added "Sunglasses")': `${CATALOGUE} the demo Sunglasses category has sub-categories; the recorded one has none`,
  "02 productsList page past the end (category 20, page 9, size 5)": `${CATALOGUE} the demo counterpart of category 20 has more than 45 products, so page 9 is not past its end`,
  '02 productsList search "mac"': `${CATALOGUE} no demo product matches "mac"`,
  '02 product(id: "42") Apple Cinema 30" every contract field (radio, checkbox, text, select, textarea, file, date, time, datetime options; special)': `${CATALOGUE} the demo product has reviews and extra fields; OpenCart's has none`,
  '02 product(id: "50") Aviator Classic (select + radio)': `${CATALOGUE} the demo product has images, attributes, extra fields and related products; the recorded one has none`,
  '02 product(id: "30") Canon EOS 5D (select, special, low stock 7)': `${CATALOGUE} the demo counterpart (low stock, no required option) has no options`,
  "02 contact every field": `${CATALOGUE} the demo store has a geocode and locations; OpenCart's default has none`,
  "03 full introspection query (graphql-js getIntrospectionQuery shape)":
    "deliberate: the schema is graphql-js's from the contract SDL (type order, descriptions); graphql-php lists its types in another order with other descriptions",
  '04 uploadFile, multipart in the module\'s shape: map {"0":"file"} (variable name, not "variables.file")':
    "deliberate: uploads take images and PDF only (decision 160); the recording uploaded a text file",
  '04 uploadFile, multipart per the graphql-multipart-request-spec: map {"0":["variables.file"]}':
    "deliberate: the module answers the contract's map with HTTP 500 and an empty body; the stand-in answers a GraphQL error (JSON, 200), which a client can read",
  '04 addToCart Apple Cinema 30" (42) with every option: radio, checkbox "8|10", text, select, textarea, file code, date, time, datetime':
    STOCK_AT_ADD,
  "04 addToCart Samsung Galaxy Tab (49), quantity 0 in stock (config_stock_checkout 0)": STOCK_AT_ADD,
  "04 addToCart Canon EOS 5D (30) quantity 10 (stock 7)": STOCK_AT_ADD,
  "05 accountRegister with an empty first name and a bad e-mail": VALIDATES,
  "05 accountEdit with another customer's e-mail (accepted: no uniqueness check)":
    "deliberate: e-mails stay unique; OpenCart's lack of a check let one password change hit two accounts (fixtures README)",
  "05 accountAddAddress with missing required fields": VALIDATES,
  "06 paymentAddress (fields, labels, types, defaultValue, agree)": FIELDS,
  "06 shippingAddress": FIELDS,
  "06 paymentAddress (fields, labels, types, defaultValue, agree) (2)": FIELDS,
  "06 shippingAddress (2)": FIELDS,
  "06 paymentAddress when logged in": FIELDS,
};

const GRAPHIQL = "the module's GraphiQL page on GET/OPTIONS, not an API answer: the stand-in has none (landing page off)";
const NATIVE_PAGE = "a native OpenCart store page (checkout, cart, account): the native store pages' own tests cover it";

export const SKIPPED: Record<string, string> = {
  "01 GET on the GraphQL endpoint (GraphiQL HTML page, not an API answer)": GRAPHIQL,
  "01 OPTIONS preflight with an Origin": GRAPHIQL,
  "03 GET with ?query= (answered with the GraphiQL page, not with data)": GRAPHIQL,
  "08 GET checkout/checkout with the session's OCSESSID only": NATIVE_PAGE,
  "08 GET checkout/cart with the session's OCSESSID only": NATIVE_PAGE,
  "08 GET checkout/checkout with all the session's cookies (OCSESSID, language, currency)": NATIVE_PAGE,
  "08 GET checkout/checkout without a cookie (no cart)": NATIVE_PAGE,
  "08 GET checkout/cart with that new empty session": NATIVE_PAGE,
  "08 GET checkout/checkout with the logged-in session's cookies": NATIVE_PAGE,
  "08 GET account/account with the logged-in session's cookies": NATIVE_PAGE,
  "08 GET account/account after accountLogout (redirects to login?)": NATIVE_PAGE,
};
