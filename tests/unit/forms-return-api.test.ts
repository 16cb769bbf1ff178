/**
 * The return request against a store that answers oddly (msw stands in for it): the storefront's
 * API client posts to `api/return`, and the product's messages come out of each kind of answer.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CommerceClient } from "~/lib/api/client.server";
import { loadReturnReasons, submitReturnRequest } from "~/lib/returns/return-page.server";

const INDEX = "https://returns-store.example/index.php";
const client = new CommerceClient({ apiUrl: `${INDEX}?route=graphql`, indexUrl: INDEX, timeoutMs: 300 });
const request = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555 0148", orderId: "42", reason: "2" };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The store answers POST route=api/return with `answer`; the request it got is kept. */
function storeAnswers(answer: () => Response | Promise<Response>) {
  const seen: { route: string | null; body: unknown }[] = [];
  server.use(
    http.post(INDEX, async ({ request: incoming }) => {
      seen.push({ route: new URL(incoming.url).searchParams.get("route"), body: await incoming.json() });
      return answer();
    }),
  );
  return seen;
}

describe("submitting a return request", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("posts the fields as JSON to route=api/return and reads a JSON success", async () => {
    const seen = storeAnswers(() => HttpResponse.json({ success: "Thank you", return_id: "9" }));
    expect(await submitReturnRequest(client, request)).toMatchObject({ ok: true, message: "Form submitted successfully!", returnId: "9" });
    expect(seen).toEqual([{ route: "api/return", body: request }]);
  });

  it("an empty 204 or 200 is a success with 'No content returned'", async () => {
    storeAnswers(() => new HttpResponse(null, { status: 204 }));
    expect(await submitReturnRequest(client, request)).toMatchObject({ ok: true, detail: "No content returned" });
    storeAnswers(() => new HttpResponse("", { status: 200 }));
    expect(await submitReturnRequest(client, request)).toMatchObject({ ok: true, detail: "No content returned" });
  });

  it("an empty JSON answer fails with 'Submission failed. Empty or invalid response from server.'", async () => {
    storeAnswers(() => HttpResponse.json(null));
    expect(await submitReturnRequest(client, request)).toMatchObject({
      ok: false,
      message: "Submission failed. Empty or invalid response from server.",
      status: 502,
    });
  });

  it("HTML with 201 fails with 'Expected JSON but received non-JSON response'", async () => {
    storeAnswers(() => HttpResponse.html("<p>Created</p>", { status: 201 }));
    expect(await submitReturnRequest(client, request)).toMatchObject({
      ok: false,
      message: "Expected JSON but received non-JSON response",
    });
  });

  it("a refusal is 'Error {status}: {server error}' with its field messages; a broken store 'Error {status}: {body}'", async () => {
    storeAnswers(() =>
      HttpResponse.json(
        { error: "Please fill out all required fields correctly.", errors: { orderId: "Value is required" } },
        { status: 400 },
      ),
    );
    expect(await submitReturnRequest(client, request)).toEqual({
      ok: false,
      message: "Error 400: Please fill out all required fields correctly.",
      fieldErrors: { orderId: "Value is required" },
      status: 400,
    });
    storeAnswers(() => HttpResponse.text("Service Unavailable", { status: 503 }));
    expect(await submitReturnRequest(client, request)).toMatchObject({ ok: false, message: "Error 503: Service Unavailable", status: 502 });
  });

  it("no answer at all keeps the client's message", async () => {
    storeAnswers(() => HttpResponse.error());
    expect(await submitReturnRequest(client, request)).toMatchObject({ ok: false, message: "Network Error", status: 503 });
  });
});

describe("return reasons", () => {
  it("are the store's {name, return_reason_id} list, with whether each wants details (absent: not)", async () => {
    server.use(
      http.get(INDEX, () =>
        HttpResponse.json([
          { name: "Faulty", return_reason_id: 2, details_required: true },
          { name: "Other", return_reason_id: "5" },
        ]),
      ),
    );
    expect(await loadReturnReasons(client)).toEqual([
      { id: "2", name: "Faulty", detailsRequired: true },
      { id: "5", name: "Other", detailsRequired: false },
    ]);
  });

  it("are empty, and the failure only logged, when the call fails or the answer has the wrong shape", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.get(INDEX, () => HttpResponse.json({ reasons: [] })));
    expect(await loadReturnReasons(client)).toEqual([]);
    server.use(http.get(INDEX, () => HttpResponse.text("oops", { status: 500 })));
    expect(await loadReturnReasons(client)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("are null when the store has no returns route (a stock VueFront module answers 404)", async () => {
    server.use(http.get(INDEX, () => HttpResponse.json({ error: "Unknown route api/return/listReturnReasons" }, { status: 404 })));
    expect(await loadReturnReasons(client)).toBeNull();
  });
});
