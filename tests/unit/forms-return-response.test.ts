import { describe, expect, it } from "vitest";
import { interpretReturnResponse, thrownReturnError } from "~/lib/returns/return-response";

const json = (status: number, body: unknown, contentType = "application/json; charset=utf-8") => ({
  status,
  contentType,
  body: typeof body === "string" ? body : JSON.stringify(body),
});

describe("the return form's reading of the store's answer", () => {
  it("a JSON success is 'Form submitted successfully!', with the store's id and text", () => {
    expect(interpretReturnResponse(json(200, { success: "Thank you!", return_id: "7" }))).toEqual({
      ok: true,
      message: "Form submitted successfully!",
      detail: "Thank you!",
      returnId: "7",
    });
    expect(interpretReturnResponse(json(201, { return_id: 8 }))).toMatchObject({ ok: true, returnId: "8" });
    expect(interpretReturnResponse(json(200, {}, "application/problem+json"))).toMatchObject({ ok: true });
  });

  it("an empty 200 or a 204 is a success with 'No content returned'", () => {
    for (const response of [json(204, ""), json(200, ""), { status: 200, contentType: null, body: "" }, json(204, "", "text/html")]) {
      expect(interpretReturnResponse(response)).toEqual({
        ok: true,
        message: "Form submitted successfully!",
        detail: "No content returned",
        returnId: null,
      });
    }
  });

  it("an empty or unreadable JSON answer is 'Submission failed. Empty or invalid response from server.'", () => {
    for (const body of ["null", "false", '""', "{not json"]) {
      expect(interpretReturnResponse(json(200, body))).toEqual({
        ok: false,
        message: "Submission failed. Empty or invalid response from server.",
        fieldErrors: {},
      });
    }
  });

  it("a non-OK status is 'Error {status}: {server error or body}', with the store's field messages", () => {
    expect(
      interpretReturnResponse(
        json(400, {
          error: "Please fill out all required fields correctly.",
          errors: { email: "Value is not a valid email address", phone: 3 },
        }),
      ),
    ).toEqual({
      ok: false,
      message: "Error 400: Please fill out all required fields correctly.",
      fieldErrors: { email: "Value is not a valid email address" },
    });
    expect(interpretReturnResponse({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })).toMatchObject({
      ok: false,
      message: "Error 502: Bad gateway",
    });
    expect(interpretReturnResponse({ status: 500, statusText: "Internal Server Error", contentType: null, body: "" })).toMatchObject({
      message: "Error 500: Internal Server Error",
    });
    expect(interpretReturnResponse({ status: 503, contentType: null, body: "" })).toMatchObject({
      message: "Error 503: An error occurred during submission.",
    });
    expect(interpretReturnResponse(json(404, "not here"))).toMatchObject({ message: "Error 404: not here" });
  });

  it("a non-JSON success other than 200 or 204 is 'Expected JSON but received non-JSON response'", () => {
    expect(interpretReturnResponse({ status: 201, contentType: "text/html", body: "<p>ok</p>" })).toEqual({
      ok: false,
      message: "Expected JSON but received non-JSON response",
      fieldErrors: {},
    });
    expect(interpretReturnResponse({ status: 202, contentType: null, body: "" })).toMatchObject({
      ok: false,
      message: "Expected JSON but received non-JSON response",
    });
    // A 200 that is not JSON is read as "no content".
    expect(interpretReturnResponse({ status: 200, contentType: "text/plain", body: "OK" })).toMatchObject({
      ok: true,
      detail: "No content returned",
    });
  });

  it("a refusal inside a 2xx JSON answer is the store's message, or 'An error occurred during submission.'", () => {
    expect(interpretReturnResponse(json(200, { error: "Order not found" }))).toEqual({
      ok: false,
      message: "Order not found",
      fieldErrors: {},
    });
    expect(interpretReturnResponse(json(200, { success: false }))).toEqual({
      ok: false,
      message: "An error occurred during submission.",
      fieldErrors: {},
    });
  });

  it("a call without an answer keeps its message, else 'An unexpected error occurred.'", () => {
    expect(thrownReturnError(new Error("Network Error"))).toBe("Network Error");
    expect(thrownReturnError(new Error(""))).toBe("An unexpected error occurred.");
    expect(thrownReturnError("boom")).toBe("An unexpected error occurred.");
  });

  it("a store's message is shown with its markup stripped, as the account forms show theirs", () => {
    expect(
      interpretReturnResponse(
        json(200, { error: "Warning: <b>Order ID</b> not found &amp; more!", errors: { order_id: "<i>Unknown</i> order" } }),
      ),
    ).toEqual({
      ok: false,
      message: "Warning: Order ID not found & more!",
      fieldErrors: { order_id: "Unknown order" },
    });
    expect(interpretReturnResponse(json(422, { error: "<b>Too late</b>" }))).toMatchObject({ message: "Error 422: Too late" });
  });
});
