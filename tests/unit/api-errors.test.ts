import { ClientError } from "graphql-request";
import { describe, expect, it } from "vitest";
import { CommerceApiError, graphqlErrorMessage, shopperFacing, STORE_ERROR, toCommerceApiError } from "~/lib/api/errors";

describe("graphqlErrorMessage (docs/product/texts-and-constants.md#messages)", () => {
  it("takes the errors object's own message first", () => {
    expect(graphqlErrorMessage({ message: "Session expired" })).toBe("Session expired");
  });

  it("else the first error's message", () => {
    expect(graphqlErrorMessage([{ message: "Product not found" }, { message: "second" }])).toBe("Product not found");
  });

  it("else the errors value itself", () => {
    expect(graphqlErrorMessage("Coupon is invalid")).toBe("Coupon is invalid");
    expect(graphqlErrorMessage([{ code: 42 }])).toBe('[{"code":42}]');
  });

  it("else the raw error", () => {
    expect(graphqlErrorMessage(undefined, new Error("boom"))).toBe("boom");
    expect(graphqlErrorMessage([], "plain")).toBe("plain");
  });
});

function clientError(status: number, errors?: { message: string }[]) {
  return new ClientError({ status, headers: new Headers(), body: "", errors: errors as never }, { query: "{ version }" });
}

describe("toCommerceApiError", () => {
  it("maps GraphQL errors to their message", () => {
    const error = toCommerceApiError(clientError(200, [{ message: "Product not found" }]), 8000);
    expect(error).toMatchObject({ kind: "graphql", message: "Product not found", unavailable: false });
  });

  it("counts GraphQL errors answered with a 5xx as the API failing, not as a refusal", () => {
    const error = toCommerceApiError(clientError(500, [{ message: "Internal server error" }]), 8000);
    expect(error).toMatchObject({ kind: "graphql", status: 500, unavailable: true });
  });

  it("maps HTTP failures to 'Request failed with status code n'", () => {
    expect(toCommerceApiError(clientError(502), 8000)).toMatchObject({
      kind: "http",
      status: 502,
      message: "Request failed with status code 502",
      unavailable: true,
    });
    expect(toCommerceApiError(clientError(404), 8000)).toMatchObject({
      message: "Request failed with status code 404",
      unavailable: false,
    });
  });

  it("maps refused connections to 'Network Error'", () => {
    const error = toCommerceApiError(new TypeError("fetch failed", { cause: new Error("ECONNREFUSED") }), 8000);
    expect(error).toMatchObject({ kind: "network", message: "Network Error", unavailable: true });
  });

  it("maps the timeout to 'timeout of {ms}ms exceeded' and an abort to 'Request aborted'", () => {
    expect(toCommerceApiError(new DOMException("The operation timed out.", "TimeoutError"), 1500).message).toBe(
      "timeout of 1500ms exceeded",
    );
    expect(toCommerceApiError(new DOMException("This operation was aborted", "AbortError"), 1500)).toMatchObject({
      kind: "aborted",
      message: "Request aborted",
      unavailable: false,
    });
  });

  it("keeps errors that are already mapped", () => {
    const original = new CommerceApiError("HTTP error! status: 500", "http", 500);
    expect(toCommerceApiError(original, 10)).toBe(original);
  });
});

describe("what a shopper may read of a store's error", () => {
  it("keeps the store's words for the shopper's own mistakes", () => {
    for (const message of [
      "Warning: No match for E-Mail Address and/or Password.",
      "E-Mail Address is already registered!",
      "Please select a region / state!",
      "Frame size required!",
    ]) {
      expect(shopperFacing(message)).toBe(message);
      expect(new CommerceApiError(message, "graphql").message).toBe(message);
    }
  });

  it("hides the store's insides: database errors, paths, stack traces, our own query mistakes", () => {
    for (const message of [
      "SQLSTATE[HY000]: General error: 2006 MySQL server has gone away at /var/www/html/system/library/db/mysqli.php:42",
      "Fatal error: Uncaught Exception in /srv/shop/catalog/model/account/customer.php on line 12",
      'Cannot query field "low_stock" on type "Product".',
      "connect ECONNREFUSED 10.0.0.4:3306",
      "x".repeat(400),
    ]) {
      expect(shopperFacing(message)).toBe(STORE_ERROR);
      const error = new CommerceApiError(message, "graphql");
      expect(error.message).toBe(STORE_ERROR);
      // The server log still gets the store's words.
      expect(error.detail).toBe(message);
    }
  });
});
